import { videoListenMessage, videoOrigins } from '@cxkit/headless/offers';
import type { UseOffersReturn } from '@cxkit/headless/react/offers';
import type { Translate } from '@cxkit/headless/services';

/** The offer's media: the image, or the video (a play button until the visitor asks, then the player). */
function Media({ api, t }: { api: UseOffersReturn; t: Translate }) {
  if (api.video) {
    return (
      <div {...api.getMediaProps()}>
        <div {...api.getVideoProps()}>
          {api.isVideoLoaded ? (
            <iframe
              {...api.getVideoFrameProps()}
              title={t('offers.videoTitle')}
              // Asks the player to report its state, so the offer hears the video's end.
              onLoad={(event) =>
                event.currentTarget.contentWindow?.postMessage(
                  videoListenMessage(api.video!.provider),
                  videoOrigins[api.video!.provider],
                )
              }
            />
          ) : (
            <button {...api.getPlayButtonProps()} aria-label={t('offers.playVideo')}>
              <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </button>
          )}
        </div>
      </div>
    );
  }
  if (!api.image || api.layout === 'minimal') return null;
  return (
    <div {...api.getMediaProps()}>
      <img {...api.getImageProps()} />
    </div>
  );
}

/**
 * The content of an offer, in its layout: the media and the text column (headline, body, the
 * countdown), as `data-layout` on the root arranges them.
 */
export function OfferContent({ api, t }: { api: UseOffersReturn; t: Translate }) {
  return (
    <div {...api.getRootProps()}>
      <Media api={api} t={t} />
      <div {...api.getTextProps()}>
        {api.headline && <h3 {...api.getHeadlineProps()}>{api.headline}</h3>}
        {api.body && <p {...api.getBodyProps()}>{api.body}</p>}
        {api.countdownText && <p {...api.getCountdownProps()}>{api.countdownText}</p>}
      </div>
    </div>
  );
}
