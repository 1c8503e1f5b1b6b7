import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { PalayokIcon } from '../../components/palayok-loader';
import './status-page.css';

export function NotFoundPage() {
  return (
    <section className="page status-page" data-testid="not-found">
      <title>Page not found · Lutong Bahay</title>
      <PalayokIcon className="status-page__icon" />
      <h1>Page not found</h1>
      <p>
        This pot is empty: we could not find the page you were looking for. It may have moved, or
        the link may be mistyped.
      </p>
      <Link className="btn btn--primary" to={paths.home()}>
        Back to the home page
      </Link>
    </section>
  );
}
