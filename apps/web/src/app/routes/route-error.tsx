import { PalayokIcon } from '../../components/palayok-loader';
import './status-page.css';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a new deploy). */
export function RouteError() {
  return (
    <section className="page status-page" role="alert">
      <title>Something went wrong · Lutong Bahay</title>
      <PalayokIcon className="status-page__icon" />
      <h1>Something went wrong</h1>
      <p>Sorry, this page could not be shown. Reloading usually helps.</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </section>
  );
}
