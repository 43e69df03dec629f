import type { KnowledgeDocument } from '@cxkit/headless/widgets';
import { useApp } from '@cxkit/headless/react';
import { useDockedWindow } from '@cxkit/headless/react/dock';
import { useSiteHtml } from '@cxkit/headless/react/markdown';
import { useSearch, type UseSearchReturn } from '@cxkit/headless/react/search';
import { searchRatingStars, type SearchListItem } from '@cxkit/headless/search';
import type { Translate } from '@cxkit/headless/services';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { CloseIcon } from '../shell/internal/icons';
import { asWidgetButton, WidgetButton } from '../shell/widget-button';
import { WidgetWindow } from '../shell/widget-window';
import { searchWindowAnatomy as anatomy } from './search-window.anatomy';
import { searchWindowTexts } from './search-window.texts';

/** Props of {@link SearchWindow}. */
export interface SearchWindowProps {
  /** Title of the window (its accessible name). @default `Search.open`'s `windowTitle`, else 'Ask a Question' */
  title?: ReactNode;
  /** Full-screen mobile layout. @default the window's mobile mode (the app's) */
  mobile?: boolean;
  /** The window's root element. */
  ref?: Ref<HTMLElement>;
}

type Api = UseSearchReturn;

/** The question input with its suggestions, the clear icon and Ask. */
function QuestionForm({ api, t }: { api: Api; t: Translate }) {
  const question = api.question;
  if (!question) return null;
  const clear = api.getClearProps();
  return (
    <form {...api.getFormProps()}>
      <div {...question.getRootProps()}>
        <label {...question.getLabelProps()}>{t('knowledgecenter.question')}</label>
        <div {...anatomy.bar.attrs}>
          <input {...question.getInputProps()} placeholder={t('knowledgecenter.placeholder')} />
          <button {...clear} aria-label={t('knowledgecenter.clear')}>
            <CloseIcon />
          </button>
        </div>
        <ul {...question.getListboxProps()}>
          {question.suggestions.map((suggestion, index) => (
            <li key={suggestion} {...question.getOptionProps({ index })}>
              {suggestion}
            </li>
          ))}
        </ul>
      </div>
      <WidgetButton variant="primary" {...asWidgetButton(api.getAskProps())}>
        {t('knowledgecenter.ask')}
      </WidgetButton>
    </form>
  );
}

/** A list of documents (trending or results): each with its title, snippet and 'More'. */
function DocumentList({
  api,
  t,
  items,
  heading,
  props,
}: {
  api: Api;
  t: Translate;
  items: readonly SearchListItem[];
  heading: string;
  props: { id: string };
}) {
  const headingId = `${props.id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h3 {...anatomy.heading.attrs} id={headingId}>
        {heading}
      </h3>
      <ul {...props} {...anatomy.list.attrs}>
        {items.map((item) => (
          <li key={`${item.kbId}/${item.id}`} {...api.getResultProps(item)}>
            <h4 {...anatomy.title.attrs} {...api.getResultTitleProps(item)}>
              {item.title}
            </h4>
            {item.snippet && <p {...anatomy.snippet.attrs}>{item.snippet}</p>}
            <button {...api.getMoreProps(item)}>{t('knowledgecenter.more')}</button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const looksLikeHtml = (text: string) => /<[a-z!/]/i.test(text);

/** Props of {@link SearchDocumentBody}. */
export interface SearchDocumentBodyProps {
  /** The document whose body shows. */
  document: KnowledgeDocument;
}

/**
 * A document's body: the server's HTML (`answerContent`) sanitised with the site-HTML sanitiser
 * (markup yes, script, handlers and styles never), or its text.
 */
export function SearchDocumentBody({ document }: SearchDocumentBodyProps) {
  const content = document.answerContent || '';
  const html = looksLikeHtml(content);
  const { node, ready } = useSiteHtml(content, { enabled: html });
  const text = html ? document.answer : content || document.answer;
  return (
    <div
      {...anatomy.body.attrs}
      data-state={html ? (ready ? 'ready' : 'loading') : 'ready'}
      data-format={html ? 'html' : 'text'}
    >
      {html && ready ? node : text}
    </div>
  );
}

/** 'Was this helpful?' Yes/No, and the stars with a comment where the knowledge base takes them. */
function Feedback({ api, t }: { api: Api; t: Translate }) {
  if (api.feedback === 'none') return null;
  return (
    <div {...api.getFeedbackProps()}>
      {api.voteState === 'done' ? (
        <p {...anatomy.thanks.attrs}>{t('knowledgecenter.voteThanks')}</p>
      ) : (
        <div role="group" aria-labelledby={api.ids.vote} {...anatomy.question.attrs}>
          <p id={api.ids.vote}>{t('knowledgecenter.helpful')}</p>
          <WidgetButton {...asWidgetButton(api.getVoteProps(true))}>
            {t('knowledgecenter.yes')}
          </WidgetButton>
          <WidgetButton {...asWidgetButton(api.getVoteProps(false))}>
            {t('knowledgecenter.no')}
          </WidgetButton>
        </div>
      )}
      {api.feedback === 'either' &&
        (api.ratingState === 'done' ? (
          <p {...anatomy.thanks.attrs}>{t('knowledgecenter.ratingThanks')}</p>
        ) : (
          <fieldset {...api.getRatingProps()}>
            <legend id={api.ids.ratingLegend}>{t('knowledgecenter.rating')}</legend>
            <div {...anatomy.stars.attrs}>
              {searchRatingStars.map((stars) => {
                const star = api.getStarProps(stars);
                return (
                  <label
                    key={stars}
                    {...anatomy.starLabel.attrs}
                    htmlFor={star.id}
                    data-state={star['data-state']}
                  >
                    <input {...star} />
                    <span aria-hidden="true">★</span>
                    <span {...anatomy.visuallyHidden.attrs}>
                      {t('knowledgecenter.stars', { stars })}
                    </span>
                  </label>
                );
              })}
            </div>
            <label htmlFor={api.ids.comment}>{t('knowledgecenter.comment')}</label>
            <textarea {...api.getCommentProps()} rows={2} />
            <WidgetButton variant="primary" {...asWidgetButton(api.getRatingSubmitProps())}>
              {t('knowledgecenter.sendRating')}
            </WidgetButton>
          </fieldset>
        ))}
      {api.isFeedbackFailed && (
        <p {...anatomy.failed.attrs} role="alert">
          {t('knowledgecenter.feedbackFailed')}
        </p>
      )}
    </div>
  );
}

/** The document in full: title, body, attachments (each in a new tab) and the feedback. */
function DocumentView({ api, t }: { api: Api; t: Translate }) {
  const document = api.document;
  const title = useRef<HTMLHeadingElement>(null);
  const shown = document?.id;
  // The visitor asked for this document: the focus follows them to it.
  useEffect(() => {
    if (shown !== undefined) title.current?.focus();
  }, [shown]);
  return (
    <article {...api.getDocumentProps()}>
      {document && (
        <>
          <h3 {...anatomy.heading.attrs} {...api.getDocumentTitleProps()} ref={title} tabIndex={-1}>
            {document.title}
          </h3>
          <SearchDocumentBody document={document} />
          {document.attachments.length > 0 && (
            <section
              aria-labelledby={`${api.ids.document}-attachments`}
              {...anatomy.attachments.attrs}
            >
              <h4 id={`${api.ids.document}-attachments`}>{t('knowledgecenter.attachments')}</h4>
              <ul>
                {document.attachments.map((attachment, index) => (
                  <li key={`${index}-${attachment.url}`}>
                    <a {...api.getAttachmentProps(attachment)}>{attachment.fileName}</a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Feedback api={api} t={t} />
        </>
      )}
    </article>
  );
}

/** What the live region says: the results found, the thanks for feedback. */
function statusOf(api: Api, t: Translate): string {
  if (api.step === 'results')
    return t('knowledgecenter.resultsFound', { query: api.query, count: api.results.length });
  if (api.step === 'document') {
    if (api.ratingState === 'done') return t('knowledgecenter.ratingThanks');
    if (api.voteState === 'done') return t('knowledgecenter.voteThanks');
  }
  return '';
}

/** The body of the step shown. */
function StepBody({ api, t }: { api: Api; t: Translate }) {
  switch (api.step) {
    case 'trending':
      return api.trending.length > 0 ? (
        <DocumentList
          api={api}
          t={t}
          items={api.trending}
          heading={t('knowledgecenter.trending')}
          props={api.getTrendingProps()}
        />
      ) : null;
    case 'searching':
    case 'results':
      return (
        <DocumentList
          api={api}
          t={t}
          items={api.step === 'results' ? api.results : []}
          heading={t('knowledgecenter.results')}
          props={api.getResultsProps()}
        />
      );
    case 'noResults':
      return (
        <div {...api.getNoResultsProps()}>
          <p {...anatomy.heading.attrs}>{t('knowledgecenter.noResults')}</p>
          <p {...anatomy.hint.attrs}>{t('knowledgecenter.noResultsHint')}</p>
        </div>
      );
    case 'document':
      return <DocumentView api={api} t={t} />;
    case 'error':
      return (
        <div {...api.getErrorProps()}>
          <p {...anatomy.heading.attrs}>{t('knowledgecenter.errorTitle')}</p>
          <p>{t('knowledgecenter.errorText')}</p>
        </div>
      );
    default:
      return null;
  }
}

/**
 * The Search window 'Ask a Question' of the nearest `<SearchProvider>`: the question input with
 * its suggestions, Ask and the clear icon; the trending documents before a search; the results,
 * each with its snippet and 'More'; 'No Results' with a hint to rephrase; the document in full
 * (sanitised) with its attachments, 'Was this helpful?' Yes/No and the stars with a comment,
 * Back and Close; the error view. Shown while open.
 */
export function SearchWindow({ title, mobile, ref }: SearchWindowProps) {
  const api = useSearch();
  const dock = useDockedWindow(api.name, api.resize);
  const t = useAreaTranslate(searchWindowTexts);
  const transition = useApp().transitionOf('search');
  if (api.window === 'closed') return null;

  const inDocument =
    api.step === 'document' || (api.step === 'error' && api.failure === 'document');
  const buttons = inDocument ? (
    <>
      <WidgetButton {...asWidgetButton(api.getBackProps())}>
        {t('knowledgecenter.back')}
      </WidgetButton>
      <WidgetButton variant="primary" {...asWidgetButton(api.getCloseProps())}>
        {t('knowledgecenter.close')}
      </WidgetButton>
    </>
  ) : undefined;

  const window = (
    <WidgetWindow
      ref={ref}
      data-step={api.step}
      title={title ?? api.windowTitle ?? t('knowledgecenter.title')}
      minimized={api.isMinimized}
      onMinimizedChange={({ minimized }) => api.minimize(minimized)}
      onClose={api.close}
      mobile={mobile ?? api.mobile}
      transition={transition}
      loading={api.isLoading}
      buttons={buttons}
    >
      <div {...api.getRootProps()}>
        {!api.isSearchBarHidden && api.step !== 'document' && <QuestionForm api={api} t={t} />}
        <StepBody api={api} t={t} />
        <div {...anatomy.visuallyHidden.attrs}>
          <p {...api.getStatusProps()}>{statusOf(api, t)}</p>
        </div>
      </div>
    </WidgetWindow>
  );
  return dock ? <div {...dock.getViewProps()}>{window}</div> : window;
}
