import { Suspense, useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/button';
import type { SavedAddress } from '../../../lib/saved-address';
import {
  MIN_SEARCH_LENGTH,
  usePlaceSuggestions,
  type PlaceSuggestion,
} from '../api/get-place-suggestions';
import { useLookupPlace } from '../api/get-place';
import { useLocateMe } from '../api/locate-me';
import { SUGGESTION_DEBOUNCE_MS } from '../utils/address-settings';
import { isListKey, nextActiveIndex } from '../utils/combobox';
import { locateFailureMessage } from '../utils/geolocation';
import { newSessionToken } from '../utils/session-token';
import { useDebouncedValue } from '../utils/use-debounced-value';
import { SuggestionList } from './suggestion-list';
import { useTexts } from '../../../i18n/use-texts';

type AddressSearchProps = { onFound: (point: SavedAddress) => void; autoFocus?: boolean };

/** The spec's message shown (its key in the catalogue's `messages`), worded by NoticeText. */
type NoticeKey =
  | 'addressGeocodeFailed'
  | 'selectAddressFromDropdown'
  | 'geolocationFailed'
  | 'reverseGeocodeFailed';
type Notice = { message: NoticeKey; tone: 'info' | 'error' };

/**
 * product §2 address entry: a box with Philippine place suggestions (Enter alone is refused
 * until one is picked, product §7) and a Locate Me button. Both end in a point for the confirmation
 * popup or in one of the spec's messages (§10), shown next to the box, above the suggestions and
 * the phone's keyboard, until the buyer types or tries again (decision 041: at least the spec's
 * 3 seconds).
 */
export function AddressSearch({ onFound, autoFocus = false }: AddressSearchProps) {
  const id = useId();
  const { t } = useTexts('address');
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(text, SUGGESTION_DEBOUNCE_MS);
  // one Places session per address entry: its lookups and the pick that ends it (decision 027)
  const [sessionToken, setSessionToken] = useState(newSessionToken);
  const suggestions = usePlaceSuggestions(query, sessionToken);
  const lookup = useLookupPlace();
  const locate = useLocateMe();
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeId = `${id}-notice`;

  const list = suggestions.data ?? [];
  const searching = text.trim().length >= MIN_SEARCH_LENGTH;
  const listShown = open && searching && list.length > 0;
  const nothingFound =
    open && searching && query === text && suggestions.isSuccess && list.length === 0;

  const alert = (message: NoticeKey, tone: 'info' | 'error') => setNotice({ message, tone });

  const pick = (suggestion: PlaceSuggestion) => {
    setNotice(null);
    setText(suggestion.description);
    setOpen(false);
    setActiveIndex(-1);
    lookup.mutate(
      { placeId: suggestion.placeId, sessionToken },
      {
        onSuccess: onFound,
        onError: () => alert('addressGeocodeFailed', 'error'),
      },
    );
    // the pick ends the session: typing again starts a new one
    setSessionToken(newSessionToken());
  };

  const locateMe = () => {
    setOpen(false);
    setNotice(null);
    locate.mutate(undefined, {
      onSuccess: (point) => {
        setText(point.address);
        onFound(point);
      },
      onError: (error) => alert(locateFailureMessage(error), 'error'),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key;
    if (isListKey(key) && listShown) {
      event.preventDefault();
      setActiveIndex((current) => nextActiveIndex(current, key, list.length));
      return;
    }
    if (key === 'Escape' && listShown) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
      return;
    }
    if (key !== 'Enter') return;
    // product §7: Enter is blocked until an autocomplete suggestion is picked
    event.preventDefault();
    const active = listShown ? list[activeIndex] : undefined;
    if (active) pick(active);
    else alert('selectAddressFromDropdown', 'info');
  };

  return (
    <div className="address-search">
      <label className="address-search__label" htmlFor={`${id}-input`}>
        {t('searchLabel')}
      </label>
      {/* next to the box, above the suggestion list (which opens below it) and the keyboard */}
      <p
        id={noticeId}
        className={`address-search__notice address-search__notice--${notice?.tone ?? 'info'}`}
        role="alert"
        data-testid="address-notice"
      >
        {notice ? (
          <Suspense fallback={null}>
            <NoticeText message={notice.message} />
          </Suspense>
        ) : null}
      </p>
      <div className="address-search__row">
        <div className="address-search__combo">
          <span className="address-search__icon" aria-hidden="true" />
          <input
            id={`${id}-input`}
            className="address-search__input"
            data-testid="address-input"
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            autoFocus={autoFocus}
            placeholder={t('searchPlaceholder')}
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listId}
            aria-activedescendant={
              listShown && activeIndex >= 0 ? optionId(activeIndex) : undefined
            }
            aria-busy={lookup.isPending || undefined}
            aria-describedby={notice ? noticeId : undefined}
            value={text}
            onChange={(event) => {
              setNotice(null);
              setText(event.target.value);
              setOpen(true);
              setActiveIndex(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          {listShown ? (
            <SuggestionList
              id={listId}
              suggestions={list}
              activeIndex={activeIndex}
              optionId={optionId}
              onPick={pick}
              onHover={setActiveIndex}
            />
          ) : null}
        </div>
        <Button
          variant="secondary"
          className="address-search__locate"
          onClick={locateMe}
          pending={locate.isPending}
          pendingLabel={t('locating')}
          data-testid="locate-me"
        >
          <span className="address-search__crosshair" aria-hidden="true" />
          {t('locateMe')}
        </Button>
      </div>
      <p className="address-search__status" role="status">
        {lookup.isPending ? t('findingAddress') : null}
        {nothingFound ? t('nothingFound') : null}
      </p>
    </div>
  );
}

/**
 * A notice in the visitor's language: the spec's messages come only when one is shown, so the
 * landing's first visit does not carry them (decision 044).
 */
function NoticeText({ message }: { message: NoticeKey }) {
  const { t } = useTexts('messages');
  return t(message);
}
