import { useTexts } from '../../../i18n/use-texts';
import type { CourierInfo } from '../api/get-delivery-info';

/** product §2: for a finished delivery order, the courier's name, phone and photo. */
export function CourierCard({ courier }: { courier: CourierInfo }) {
  const { t } = useTexts('tracking');
  const tel = courier.phone.replace(/[^\d+]/g, '');
  return (
    <section
      className="tracking-card courier-card"
      aria-labelledby="courier-title"
      data-testid="courier"
    >
      <h2 id="courier-title">{t('yourCourier')}</h2>
      <div className="courier-card__body">
        {courier.photo_url ? (
          <img
            className="courier-card__photo"
            src={courier.photo_url}
            alt={t('courierPhoto', { name: courier.name })}
            width={72}
            height={72}
            loading="lazy"
          />
        ) : (
          <span className="courier-card__photo courier-card__photo--blank" aria-hidden="true">
            {courier.name.slice(0, 1)}
          </span>
        )}
        <div>
          <p className="courier-card__name" data-testid="courier-name">
            {courier.name}
          </p>
          {courier.phone ? (
            <a className="courier-card__phone" href={`tel:${tel}`} data-testid="courier-phone">
              {courier.phone}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
