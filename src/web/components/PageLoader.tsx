import { messages } from '../../shared/messages.js';

// The skeleton's look (grey bars in the page's colours) is the inline shell's, styled in
// index.html, so the first paint, the app's start and a screen's chunk loading look the same:
// one loading state, not a spinner after a blank page after a spinner.

/** A screen whose chunk is on its way: grey lines where its title and content will be. */
export function PageLoader() {
  return (
    <div className="rk-skel" role="status" aria-label={messages.common.loading}>
      <div className="rk-line rk-title" />
      <div className="rk-line" />
      <div className="rk-line rk-short" />
      <div className="rk-card" />
    </div>
  );
}

/** The whole page before the app knows who is signed in: the inline shell of index.html, as is. */
export function ShellLoader() {
  return (
    <div className="rk-shell">
      <div className="rk-bar">
        <span>Raket</span>
      </div>
      <PageLoader />
    </div>
  );
}
