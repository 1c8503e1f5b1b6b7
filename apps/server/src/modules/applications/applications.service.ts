import type { FastifyBaseLogger } from 'fastify';
import {
  messages,
  paths,
  weekdayCodes,
  type Application,
  type ApplicationStatus,
} from '@lutong/shared';
import type { Db } from '../../db/client.js';
import type { DeliveryTimesByDay } from '../../db/schema/index.js';
import { AppError, textIn } from '../../lib/errors.js';
import { textsFor } from '../../lib/i18n.js';
import { newId } from '../../lib/ids.js';
import { GeocodingError, type Geocoder } from '../../providers/geocoding/geocoder.js';
import type { UserRow } from '../auth/sessions.repo.js';
import { findUserById, updateUser } from '../auth/users.repo.js';
import type { Notifications } from '../notifications/notifications.service.js';
import {
  decideApplication,
  findApplicationForUpdate,
  latestApplicationOf,
  listApplications,
  upsertPendingApplication,
  type ApplicationRow,
} from './applications.repo.js';

/** What is stored: the checked payload plus where its address is (found at submission). */
export type StoredApplication = Application & { location: { lat: number; lng: number } | null };

export type ApplicationsService = ReturnType<typeof createApplicationsService>;

// product §1 and §6 Application: anyone signed in applies; staff approve or decline (issue 7).
export function createApplicationsService(deps: {
  db: Db;
  notifications: Notifications;
  geocoder: Geocoder;
  publicUrl: string;
  staffEmail: string;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, notifications, geocoder, publicUrl, staffEmail, clock, log } = deps;
  const link = (path: string) => new URL(path, publicUrl).toString();

  /** Best effort: a geocoding failure never loses the application (staff can still approve). */
  async function locate(app: Application): Promise<StoredApplication['location']> {
    try {
      const point = await geocoder.geocode(`${app.address} ${app.zipCode}`.trim());
      return point ? { lat: point.lat, lng: point.lng } : null;
    } catch (err) {
      log.warn({ err }, 'application address could not be geocoded');
      return null;
    }
  }

  async function submit(user: UserRow, app: Application) {
    if (user.role === 'chef')
      throw new AppError('WRONG_STATE', textIn('sellerRules', 'alreadySeller'));
    const payload: StoredApplication = { ...app, location: await locate(app) };
    const now = clock();
    const { application, updated, outboxIds } = await db.transaction(async (tx) => {
      const application = await upsertPendingApplication(tx, {
        id: newId(),
        userId: user.id,
        payload,
        now,
      });
      // product §6: after submit the user record is updated (contact details only; the seller
      // fields wait for staff approval).
      const updated = await updateUser(tx, user.id, {
        name: user.name || app.name,
        phone: app.phone,
        zip: app.zipCode,
        address: user.address || app.address,
      });
      const outboxId = await notifications.enqueue(tx, {
        channel: 'email',
        to: staffEmail,
        subject: `New seller application: ${app.name}`,
        body: [
          `${app.name} (${app.email}, +63 ${app.phone}) wants to sell on Lutong Bahay.`,
          `Address: ${app.address} ${app.zipCode}`,
          `Sells: ${describeKind(app)}`,
          app.socialMedia ? `Social media: ${app.socialMedia}` : 'No social media given.',
          `Review it in the staff console: ${link(paths.admin())}`,
        ].join('\n'),
        links: [link(paths.admin())],
      });
      return { application, updated, outboxIds: [outboxId] };
    });
    await notifications.dispatch(outboxIds);
    if (!updated) throw new AppError('NOT_FOUND');
    return { application, user: updated };
  }

  /**
   * Where the seller is: found at submission or, when the geocoder failed then, asked again now. A
   * geocoder still failing refuses the approval with the spec's message and writes nothing, so
   * staff try again instead of approving a seller no buyer can find (issue 9 §8).
   */
  async function locationForApproval(id: string): Promise<StoredApplication['location']> {
    const payload = (await pendingOrFail(db, id)).payload as StoredApplication;
    if (payload.location) return payload.location;
    try {
      const point = await geocoder.geocode(`${payload.address} ${payload.zipCode}`.trim());
      return point ? { lat: point.lat, lng: point.lng } : null;
    } catch (err) {
      if (!(err instanceof GeocodingError)) throw err;
      log.warn({ err }, 'seller address could not be geocoded at approval');
      throw new AppError('PROVIDER_FAILED', messages.addressGeocodeFailed);
    }
  }

  async function approve(staff: UserRow, id: string) {
    const location = await locationForApproval(id);
    const { application, outboxIds } = await db.transaction(async (tx) => {
      const row = await pendingOrFail(tx, id);
      const payload = row.payload as StoredApplication;
      const applicant = await findUserById(tx, row.userId);
      if (!applicant) throw new AppError('NOT_FOUND');
      await updateUser(tx, applicant.id, {
        role: 'chef',
        name: payload.name,
        phone: payload.phone,
        zip: payload.zipCode,
        address: payload.address,
        cuisine: payload.cuisine,
        cook: payload.cook,
        baker: payload.baker,
        pantry: payload.pantry,
        pantryCategories: payload.pantryA,
        vegetarian: payload.vegetarian,
        pickup: payload.pickup,
        socialMedia: payload.socialMedia ?? null,
        ...(location ?? {}),
        deliveryTimes: applicant.deliveryTimes ?? everySlotOn(),
        // the menu opens when the new seller says it is ready (My Menu)
        finishedUpdating: false,
      });
      const application = await decideApplication(tx, id, {
        status: 'approved',
        reason: null,
        by: staff.id,
        at: clock(),
      });
      if (!application)
        throw new AppError('WRONG_STATE', textIn('sellerRules', 'applicationDecided'));
      const t = textsFor(applicant.language ?? 'en', 'email');
      const outboxId = await notifications.enqueue(tx, {
        channel: 'email',
        to: applicant.email,
        subject: t('applicationApprovedSubject'),
        body: t('applicationApprovedBody', { name: payload.name, link: link(paths.myMenu()) }),
        links: [link(paths.myMenu())],
      });
      return { application, outboxIds: [outboxId] };
    });
    await notifications.dispatch(outboxIds);
    return application;
  }

  async function decline(staff: UserRow, id: string, reason: string) {
    const { application, outboxIds } = await db.transaction(async (tx) => {
      const row = await pendingOrFail(tx, id);
      const applicant = await findUserById(tx, row.userId);
      if (!applicant) throw new AppError('NOT_FOUND');
      const application = await decideApplication(tx, id, {
        status: 'declined',
        reason,
        by: staff.id,
        at: clock(),
      });
      if (!application)
        throw new AppError('WRONG_STATE', textIn('sellerRules', 'applicationDecided'));
      const t = textsFor(applicant.language ?? 'en', 'email');
      const outboxId = await notifications.enqueue(tx, {
        channel: 'email',
        to: applicant.email,
        subject: t('applicationDeclinedSubject'),
        body: t('applicationDeclinedBody', { reason, link: link(paths.homechef()) }),
        links: [link(paths.homechef())],
      });
      return { application, outboxIds: [outboxId] };
    });
    await notifications.dispatch(outboxIds);
    return application;
  }

  return {
    submit,
    approve,
    decline,
    mine: (userId: string) => latestApplicationOf(db, userId),
    list: (status: ApplicationStatus) => listApplications(db, status, 200),
  };
}

async function pendingOrFail(tx: Parameters<typeof findApplicationForUpdate>[0], id: string) {
  const row: ApplicationRow | null = await findApplicationForUpdate(tx, id);
  if (!row) throw new AppError('NOT_FOUND', messages.notFound);
  if (row.status !== 'pending')
    throw new AppError('WRONG_STATE', textIn('sellerRules', 'applicationDecided'));
  return row;
}

function describeKind(app: Application): string {
  if (app.pantry) return `pantry (${app.pantryA.join(', ') || 'no category'})`;
  const kind = app.baker ? 'baker' : 'cook';
  return `${kind} (${app.cuisine.join(', ') || 'no cuisine'})`;
}

/** product §11: default time-slot hours 10 to 20, every day, until the chef changes them. */
function everySlotOn(): DeliveryTimesByDay {
  return Object.fromEntries(
    weekdayCodes.map((d) => [d, [true, true, true, true, true, true]]),
  ) as DeliveryTimesByDay;
}
