import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '@lutong/shared';
import { PalayokLoader } from '../../../components/palayok-loader';
import { isVanityWord, useVanity } from '../api/resolve-vanity';
import { useTexts } from '../../../i18n/use-texts';

/**
 * product §2 vanity short routes: /{word} goes (replacing the history entry) to that seller's
 * /menu/{chefId}; any other single path shows `fallback`, the app's not-found page.
 */
export function VanityRedirect({ fallback }: { fallback: ReactNode }) {
  const { word = '' } = useParams();
  const { t } = useTexts('common');
  const vanity = useVanity(word);
  if (!isVanityWord(word) || vanity.isError) return fallback;
  if (vanity.isPending) return <PalayokLoader label={t('findingMenu')} />;
  return <Navigate to={paths.menu(vanity.data)} replace />;
}
