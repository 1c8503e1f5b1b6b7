// Metro Manila neighbourhoods where the demo sellers and buyers live, with approximate centre
// coordinates (WGS84), ZIP codes and a few real street names for the addresses.

export type Place = {
  /** shown as the seller's mini address: '{area}, {city}' */
  area: string;
  city: string;
  zip: string;
  lat: number;
  lng: number;
  streets: readonly string[];
};

const place = (area: string, city: string, zip: string, lat: number, lng: number, streets: readonly string[]): Place => ({ area, city, zip, lat, lng, streets });

export const places = {
  poblacion: place('Poblacion', 'Makati', '1210', 14.5652, 121.0303, ['P. Burgos St.', 'Kalayaan Ave.', 'Polaris St.', 'Durban St.']),
  belAir: place('Bel-Air', 'Makati', '1209', 14.5611, 121.0275, ['Jupiter St.', 'Mercury Ave.', 'Paseo de Roxas', 'Neptune St.']),
  sanLorenzo: place('San Lorenzo', 'Makati', '1223', 14.5503, 121.0213, ['Arnaiz Ave.', 'Amorsolo St.', 'Estrella St.']),
  bgc: place('BGC', 'Taguig', '1634', 14.5509, 121.0497, ['5th Ave.', '26th St.', 'McKinley Parkway', '32nd St.']),
  ususan: place('Ususan', 'Taguig', '1639', 14.5356, 121.0692, ['General Luna St.', 'M.L. Quezon St.']),
  kapitolyo: place('Kapitolyo', 'Pasig', '1603', 14.5708, 121.0592, ['East Capitol Dr.', 'West Capitol Dr.', 'United St.', 'Brixton St.']),
  ortigas: place('Ortigas', 'Pasig', '1605', 14.5866, 121.0614, ['San Miguel Ave.', 'Emerald Ave.', 'Ruby Rd.']),
  maginhawa: place('Maginhawa', 'Quezon City', '1101', 14.6466, 121.0640, ['Maginhawa St.', 'Malingap St.', 'Mayaman St.', 'Matahimik St.']),
  cubao: place('Cubao', 'Quezon City', '1109', 14.6197, 121.0537, ['General Romulo Ave.', 'P. Tuazon Blvd.', 'Aurora Blvd.']),
  diliman: place('Diliman', 'Quezon City', '1101', 14.6538, 121.0685, ['Magsaysay Ave.', 'C.P. Garcia Ave.', 'Roces Ave.']),
  kamuning: place('Kamuning', 'Quezon City', '1103', 14.6300, 121.0390, ['Scout Ybardolaza St.', 'K-1st St.', 'Kamuning Rd.']),
  mandaluyong: place('Highway Hills', 'Mandaluyong', '1550', 14.5800, 121.0530, ['Shaw Blvd.', 'Pioneer St.', 'Sheridan St.']),
  plainview: place('Plainview', 'Mandaluyong', '1550', 14.5790, 121.0370, ['Aglipay St.', 'Malinao St.']),
  greenhills: place('Greenhills', 'San Juan', '1502', 14.6020, 121.0490, ['Ortigas Ave.', 'Annapolis St.', 'Wilson St.']),
  malate: place('Malate', 'Manila', '1004', 14.5710, 120.9900, ['Adriatico St.', 'J. Nakpil St.', 'Remedios St.', 'M. Orosa St.']),
  ermita: place('Ermita', 'Manila', '1000', 14.5830, 120.9830, ['A. Mabini St.', 'M.H. del Pilar St.', 'Padre Faura St.']),
  sampaloc: place('Sampaloc', 'Manila', '1008', 14.6080, 120.9920, ['España Blvd.', 'Dapitan St.', 'P. Noval St.']),
  binondo: place('Binondo', 'Manila', '1006', 14.6000, 120.9740, ['Ongpin St.', 'Escolta St.', 'Quintin Paredes St.']),
  tondo: place('Tondo', 'Manila', '1012', 14.6180, 120.9660, ['Juan Luna St.', 'Tayuman St.', 'Moriones St.']),
  pasay: place('Malibay', 'Pasay', '1300', 14.5378, 121.0014, ['Taft Ave.', 'Libertad St.', 'F.B. Harrison St.']),
  bfHomes: place('BF Homes', 'Parañaque', '1720', 14.4530, 121.0240, ['Aguirre Ave.', 'El Grande Ave.', 'President Ave.']),
  lasPinas: place('Pamplona', 'Las Piñas', '1740', 14.4500, 120.9830, ['Alabang-Zapote Rd.', 'Real St.']),
  alabang: place('Alabang', 'Muntinlupa', '1780', 14.4180, 121.0420, ['Madrigal Ave.', 'Acacia Ave.', 'Montillano St.']),
  marikina: place('Concepcion Uno', 'Marikina', '1807', 14.6470, 121.1050, ['Bayan-Bayanan Ave.', 'Lilac St.', 'Gen. Ordoñez St.']),
  caloocan: place('Grace Park', 'Caloocan', '1400', 14.6480, 120.9840, ['Rizal Ave. Ext.', '10th Ave.', '5th Ave.']),
  valenzuela: place('Malinta', 'Valenzuela', '1440', 14.6940, 120.9670, ['MacArthur Hwy.', 'Maysan Rd.']),
  malabon: place('Concepcion', 'Malabon', '1470', 14.6620, 120.9570, ['Gen. Luna St.', 'Rizal Ave.']),
  navotas: place('San Roque', 'Navotas', '1485', 14.6670, 120.9420, ['M. Naval St.', 'C-4 Rd.']),
  pateros: place('Poblacion', 'Pateros', '1620', 14.5440, 121.0680, ['P. Herrera St.', 'B. Morcilla St.']),
} satisfies Record<string, Place>;

export type PlaceKey = keyof typeof places;
