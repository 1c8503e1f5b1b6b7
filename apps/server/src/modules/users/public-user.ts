import type { PublicUser, WeekdayCode } from '@lutong/shared';
import type { UserRow } from '../auth/sessions.repo.js';

const emptyWeek = (): (boolean | null)[] => [null, null, null, null, null, null];

/** The user as the API shows it to its owner (product §5 User, product §5 User). */
export function toPublicUser(row: UserRow, rewards: number): PublicUser {
  const times = row.deliveryTimes;
  const day = (code: WeekdayCode) => times?.[code] ?? emptyWeek();
  const location =
    row.lat !== null && row.lng !== null
      ? { type: 'Point' as const, coordinates: [row.lng, row.lat] as [number, number] }
      : null;
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    aptNumber: row.aptNumber,
    apt_number: row.aptNumber,
    addressNote: row.addressNote,
    zip: row.zip,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    language: row.language,
    userPhoto: row.userPhoto,
    location,
    rewards,
    guides: row.guides,
    favouriteMenuEmails: row.favouriteMenuEmails,
    today: row.today,
    brandPhoto: row.brandPhoto,
    contain: row.contain,
    cuisine: row.cuisine,
    description: row.description,
    miniAddress: row.miniAddress,
    ratingsAverage: row.ratingsAverage,
    ratingsQuantity: row.ratingsQuantity,
    menuDates: row.menuDates,
    dayPrep: row.dayPrep,
    hourPrep: row.hourPrep,
    promo: row.promo,
    finishedUpdating: row.finishedUpdating,
    pantry: row.pantry,
    pickup: row.pickup,
    note: row.note,
    closedDates: row.closedDates,
    deliveryTimesMon: day('Mon'),
    deliveryTimesTue: day('Tue'),
    deliveryTimesWed: day('Wed'),
    deliveryTimesThu: day('Thu'),
    deliveryTimesFri: day('Fri'),
    deliveryTimesSat: day('Sat'),
    deliveryTimesSun: day('Sun'),
  };
}
