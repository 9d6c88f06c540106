import './ui.css';

/** What a page shows while its code is being fetched (spec §2: a loading text meanwhile). */
export function Loading() {
  return (
    <div role="status" className="ui-loading">
      <span className="ui-spinner" aria-hidden="true" />
      <span>加载中…</span>
    </div>
  );
}
