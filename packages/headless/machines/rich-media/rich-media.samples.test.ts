import { richMediaSamples } from '@cxkit/simulator';
import { describe, expect, it } from 'vitest';
import { buildRichMedia } from './rich-media.view';

// The simulator's samples are what the scripted agent and the agent console send: each must show
// as rich media, not fall back to its text.
describe('the simulator rich-media samples', () => {
  it.each(richMediaSamples('http://sim.test').map((sample) => [sample.name, sample] as const))(
    'builds %s',
    (_name, sample) => {
      const built = buildRichMedia({ contentType: sample.contentType, content: sample.content });
      expect(built.ok ? built.view.kind : built).toBe(sample.contentType);
    },
  );
});
