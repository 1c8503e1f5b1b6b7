// The demo buyer account and the neighbours whose past orders and ratings fill the history.

export type DemoBuyer = {
  email: string;
  name: string;
  phone: string;
  address: string;
  aptNumber: string;
  zip: string;
  lat: number;
  lng: number;
};

/** The buyer demo account: lives in Makati, near enough to most sellers. */
export const mainBuyer: DemoBuyer = {
  email: 'buyer@lutongbahay.ph',
  name: 'Bea Santos',
  phone: '9171234567',
  address: '8 Jupiter St., Bel-Air, Makati, 1209 Metro Manila',
  aptNumber: 'Unit 12B, The Jupiter Residences',
  zip: '1209',
  lat: 14.5618,
  lng: 121.0284,
};

const neighbour = (n: number, name: string, phone: string, address: string, aptNumber: string, zip: string, lat: number, lng: number): DemoBuyer => ({
  email: `buyer${String(n).padStart(2, '0')}@demo.lutongbahay.ph`,
  name,
  phone,
  address,
  aptNumber,
  zip,
  lat,
  lng,
});

export const neighbours: readonly DemoBuyer[] = [
  neighbour(1, 'Miguel Reyes', '9182345678', '21 West Capitol Dr., Kapitolyo, Pasig, 1603 Metro Manila', '', '1603', 14.5713, 121.0578),
  neighbour(2, 'Andrea Cruz', '9273456789', '14 Malingap St., Teachers Village, Quezon City, 1101 Metro Manila', '', '1101', 14.6452, 121.0651),
  neighbour(3, 'Paolo Garcia', '9394567890', '32nd St. cor. 7th Ave., BGC, Taguig, 1634 Metro Manila', 'Unit 2305, Tower 1', '1634', 14.5528, 121.0489),
  neighbour(4, 'Katrina Mendoza', '9205678901', '1160 Adriatico St., Malate, Manila, 1004 Metro Manila', 'Unit 7C', '1004', 14.5702, 120.9889),
  neighbour(5, 'Joshua Villanueva', '9156789012', '45 Aguirre Ave., BF Homes, Parañaque, 1720 Metro Manila', '', '1720', 14.4521, 121.0256),
  neighbour(6, 'Trisha Bautista', '9987890123', '9 Wilson St., Greenhills, San Juan, 1502 Metro Manila', '', '1502', 14.6031, 121.0478),
  neighbour(7, 'Carlo Aquino', '9478901234', '210 Gen. Ordoñez St., Concepcion Uno, Marikina, 1807 Metro Manila', '', '1807', 14.6482, 121.1037),
  neighbour(8, 'Nicole Ramos', '9559012345', '17 Acacia Ave., Ayala Alabang, Muntinlupa, 1780 Metro Manila', '', '1780', 14.4175, 121.0398),
];
