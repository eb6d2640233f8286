/**
 * The skeleton of the sandbox's stand-ins for outside parties (card gateway, bank, card-saving page,
 * Singpass): plain HTML, no script and no inline style, because the server's CSP allows neither.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
