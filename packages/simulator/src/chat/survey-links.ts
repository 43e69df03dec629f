import { CONTROL_BASE } from '../module';
import type { SurveyInput } from './chat-engine.types';

/** The simulator-hosted survey page and cancel URL of a chat, absolute when the origin is known. */
export function simulatorSurveyLinks(origin: string | undefined, chatId: string): SurveyInput {
  const base = `${origin ?? ''}${CONTROL_BASE}/survey`;
  const id = encodeURIComponent(chatId);
  return { surveyUrl: `${base}/${id}`, cancelUrl: `${base}/cancel/${id}` };
}
