import type { DownloadRequest } from '../transports/transport.types';

const frameName = 'cx-transcript-download';

/**
 * Submits a file download as the back end expects it: a form POST of the request's fields. The
 * form targets a hidden frame, so an error page from the server never replaces the chat's page.
 */
export function submitDownload(request: DownloadRequest, doc: Document = document): void {
  let frame = doc.querySelector<HTMLIFrameElement>(`iframe[name="${frameName}"]`);
  if (!frame) {
    frame = doc.createElement('iframe');
    frame.name = frameName;
    frame.title = frameName;
    frame.hidden = true;
    frame.tabIndex = -1;
    doc.body.append(frame);
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = request.url;
  form.target = frameName;
  form.hidden = true;
  for (const [name, value] of Object.entries(request.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
