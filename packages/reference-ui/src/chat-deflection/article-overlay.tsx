import { useChatDeflection } from '@cxkit/headless/react/chat-deflection';
import { useSiteHtml } from '@cxkit/headless/react/markdown';
import { useEffect, useRef } from 'react';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { asWidgetButton, WidgetButton } from '../shell/widget-button';
import { chatDeflectionTexts } from './chat-deflection.texts';

/** The article's body: the server's HTML, sanitised (markup yes, script never), once the sanitiser has loaded. */
function ArticleBody({ html }: { html: string }) {
  const { node, ready } = useSiteHtml(html);
  return (
    <div data-scope="chat-deflection" data-part="body" data-state={ready ? 'ready' : 'loading'}>
      {ready ? node : null}
    </div>
  );
}

/**
 * The knowledge article over the chat window's body (spec 2, section 2 'Chat deflection'), from
 * the nearest `ChatDeflectionProvider`: Back, the title (which takes the focus as it opens), the
 * body, the attachments (each in a new tab), and 'Was this helpful?' with Yes and No, then a
 * thank-you. Give it to the chat window's `overlay` while `isArticleOpen`.
 */
export function ArticleOverlay() {
  const api = useChatDeflection();
  const t = useAreaTranslate(chatDeflectionTexts);
  const title = useRef<HTMLHeadingElement>(null);
  const document = api.document;
  const documentId = document?.id;
  useEffect(() => {
    title.current?.focus();
  }, [documentId]);
  const state = api.articleState;
  const shown = state === 'reading' || state === 'voting' || state === 'voted';
  const takesVotes = shown && document?.feedbackType !== 'NONE';
  return (
    <article {...api.getArticleProps()}>
      <WidgetButton {...asWidgetButton(api.getBackButtonProps())}>
        {t('deflection.back')}
      </WidgetButton>
      <h3 {...api.getTitleProps()} ref={title}>
        {document?.title}
      </h3>
      {state === 'loading' && (
        <p data-scope="chat-deflection" data-part="status" role="status">
          {t('deflection.loading')}
        </p>
      )}
      {state === 'failed' && (
        <p data-scope="chat-deflection" data-part="status" data-state="failed" role="alert">
          {t('deflection.failed')}
        </p>
      )}
      {shown && document && <ArticleBody html={document.answerContent || document.answer} />}
      {shown && api.attachments.length > 0 && (
        <section
          data-scope="chat-deflection"
          data-part="attachments"
          aria-label={t('deflection.attachments')}
        >
          <ul>
            {api.attachments.map((attachment) => (
              <li key={attachment.url}>
                <a {...api.getAttachmentProps(attachment)}>
                  {attachment.fileName || attachment.url}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {takesVotes && (
        <div data-scope="chat-deflection" data-part="vote">
          {!api.hasVoted && (
            <div role="group" aria-labelledby="cx-kc-vote-question">
              <p data-scope="chat-deflection" data-part="vote-question" id="cx-kc-vote-question">
                {t('deflection.helpful')}
              </p>
              <WidgetButton {...asWidgetButton(api.getVoteButtonProps(true))}>
                {t('deflection.yes')}
              </WidgetButton>
              <WidgetButton {...asWidgetButton(api.getVoteButtonProps(false))}>
                {t('deflection.no')}
              </WidgetButton>
            </div>
          )}
          {/* Always there, so that the thank-you is announced when it comes. */}
          <p data-scope="chat-deflection" data-part="thanks" role="status">
            {api.hasVoted
              ? t('deflection.thanks')
              : api.voteFailed
                ? t('deflection.voteFailed')
                : null}
          </p>
        </div>
      )}
    </article>
  );
}
