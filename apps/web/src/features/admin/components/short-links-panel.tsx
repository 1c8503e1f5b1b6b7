import { Link } from 'react-router';
import { paths, sellerMessages } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { PalayokLoader } from '../../../components/palayok-loader';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useRemoveShortLink, useShortLinks } from '../api/short-links';
import { AddShortLinkForm } from './add-short-link-form';
import { QueryError } from './query-error';

/** Vanity short links (product §2): one word per seller, /{word} opens /menu/{id}. */
export function ShortLinksPanel() {
  const links = useShortLinks();
  const remove = useRemoveShortLink();
  const notice = useTimedAlert();

  const onRemove = (word: string) => {
    if (remove.isPending) return;
    remove.mutate(word, {
      onSuccess: () => notice.show(sellerMessages.vanityRemoved(word), 'success'),
      onError: (error) => notice.show(error.message, 'error'),
    });
  };

  const list = [...(links.data ?? [])].sort((a, b) => a.word.localeCompare(b.word));
  return (
    <div className="admin-panel">
      <AddShortLinkForm
        onAdded={(word) => notice.show(sellerMessages.vanityAdded(word), 'success')}
      />
      <AlertBanner alert={notice.alert} onDismiss={notice.dismiss} />
      <QueryError error={links.error} />
      {links.isPending ? (
        <PalayokLoader label="Loading short links" />
      ) : list.length === 0 ? (
        <p className="admin-empty">No short links yet.</p>
      ) : (
        <ul className="admin-links" aria-busy={links.isFetching || undefined}>
          {list.map((link) => (
            <li key={link.word} className="admin-links__row" data-testid="admin-short-link">
              <div className="admin-links__text">
                <Link className="admin-links__word" to={`/${link.word}`}>
                  /{link.word}
                </Link>
                <span>
                  opens{' '}
                  <Link className="admin-links__chef" to={paths.menu(link.chefId)}>
                    {link.chefName || link.chefId}
                  </Link>
                </span>
              </div>
              <Button
                variant="danger"
                onClick={() => onRemove(link.word)}
                pending={remove.isPending && remove.variables === link.word}
                pendingLabel="Removing…"
                disabled={remove.isPending}
                aria-label={`Remove /${link.word}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
