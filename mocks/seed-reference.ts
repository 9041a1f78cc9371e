import { serverDateTime } from './dates';
import type {
  MockColor,
  MockManufacturer,
  MockMaterial,
  MockMaterialCategory,
  MockSupplyCompany,
  MockUnit,
} from './types';

/*
 * The reference catalogue (B §3): colours with codes and the four flags, manufacturers, material
 * categories, materials of several manufacturers for siding, trim, soffit, fascia, gutters,
 * downspouts, splash blocks and shutters, units, and supply companies. Deterministic.
 */

export interface ReferenceSeed {
  colors: MockColor[];
  manufacturers: MockManufacturer[];
  materialCategories: MockMaterialCategory[];
  materials: MockMaterial[];
  supplyCompanies: MockSupplyCompany[];
  units: MockUnit[];
}

const EDITORS = ['staff@example.com', 'admin@example.com', 'staff@example.com', 'gordon.lee@example.com'];

/** A past moment days before base, at hour (never later than base). */
function before(base: Date, days: number, hour: number): string {
  const d = new Date(base.getFullYear(), base.getMonth(), base.getDate() - days, hour, (days * 7) % 60, 0);
  if (d.getTime() > base.getTime()) d.setDate(d.getDate() - 1);
  return serverDateTime(d);
}

/**
 * Colours: name, hex code, flags (S shutter, G gutter, D downspout, B splashblock). Siding and trim
 * colours carry no flag; aluminium gutter colours serve gutters, downspouts and splash blocks.
 */
const COLORS: ReadonlyArray<readonly [string, string, string]> = [
  ['Arctic White', '#F4F4EF', ''],
  ['Cobble Stone', '#9C8E7A', ''],
  ['Monterey Taupe', '#7E7461', ''],
  ['Khaki Brown', '#6E5F4B', ''],
  ['Boothbay Blue', '#6C8A9E', ''],
  ['Evening Blue', '#2C3E50', ''],
  ['Iron Gray', '#4A4D50', ''],
  ['Aged Pewter', '#6D6A65', ''],
  ['Navajo Beige', '#C8B99A', ''],
  ['Light Mist', '#D9D7CC', ''],
  ['Timber Bark', '#5B4A3A', ''],
  ['Mountain Sage', '#8A9483', ''],
  ['Deep Ocean', '#2E4A62', ''],
  ['Countrylane Red', '#7B2E2A', ''],
  ['Pearl Gray', '#A8A9A4', ''],
  ['Sail Cloth', '#E8E3D3', ''],
  ['Harbor Blue', '#5D7B8C', ''],
  ['Wicker', '#C6B59A', 'GD'],
  ['White', '#FFFFFF', 'SGDB'],
  ['Almond', '#EFDECD', 'GDB'],
  ['Musket Brown', '#5C4A3C', 'GDB'],
  ['Royal Brown', '#4B3621', 'GD'],
  ['Clay', '#B9A88F', 'GDB'],
  ['Linen', '#E9E1CF', 'GD'],
  ['Terratone', '#6B5B4B', 'GD'],
  ['Dark Bronze', '#3F3326', 'GDB'],
  ['Black', '#1C1C1C', 'SGD'],
  ['Midnight Green', '#1F3B2D', 'S'],
  ['Wedgewood Blue', '#50708A', 'S'],
  ['Burgundy Red', '#6D1F2A', 'S'],
  ['Tuxedo Gray', '#4D4E4F', 'S'],
  ['Classic Wicker', '#CBB892', 'S'],
  ['Charcoal Gray', '#36454F', 'B'],
  ['Natural Concrete', '#B8B5AE', 'B'],
];

const MANUFACTURERS = [
  'James Hardie',
  'CertainTeed',
  'LP Building Solutions',
  'Alside',
  'Royal Building Products',
  'Mastic Home Exteriors',
  'Amerimax Home Products',
  'Englert',
  'Berger Building Products',
  'Mid-America Components',
  'AZEK Exteriors',
  'Boral TruExterior',
  'DuPont Tyvek',
  'Maze Nails',
  'OSI Sealants',
];

/** Name, ShortName, DisabledByDefault, NeededByTownHouse, IsPrePopulatedMaterial, colours. */
const CATEGORIES: ReadonlyArray<readonly [string, string, boolean, boolean, boolean, string]> = [
  ['Siding', 'SID', false, true, true, 'siding'],
  ['Trim', 'TRM', false, true, true, 'siding'],
  ['Soffit', 'SOF', false, true, true, 'soffit'],
  ['Fascia', 'FAS', false, true, true, 'soffit'],
  ['Outside Corners', 'OSC', false, false, true, 'siding'],
  ['J-Channel', 'JCH', false, false, false, 'soffit'],
  ['Starter Strip', 'STS', false, false, false, ''],
  ['Frieze Board', 'FRZ', false, true, false, 'siding'],
  ['Rake Board', 'RKE', false, true, false, 'siding'],
  ['House Wrap', 'HWR', false, true, true, ''],
  ['Shutters', 'SHT', false, false, false, 'shutter'],
  ['Nails & Fasteners', 'NLS', false, true, true, ''],
  ['Caulk & Sealants', 'CLK', false, true, false, 'soffit'],
  ['Gutter', 'GUT', true, false, false, 'gutter'],
  ['Downspout', 'DS', true, false, false, 'gutter'],
  ['Splashblock', 'SB', true, false, false, 'splash'],
];

const SIDING_COLORS = [
  'Arctic White',
  'Cobble Stone',
  'Monterey Taupe',
  'Khaki Brown',
  'Boothbay Blue',
  'Evening Blue',
  'Iron Gray',
  'Aged Pewter',
  'Navajo Beige',
  'Light Mist',
  'Timber Bark',
  'Mountain Sage',
  'Deep Ocean',
  'Countrylane Red',
  'Pearl Gray',
  'Sail Cloth',
  'Harbor Blue',
];
const COLOR_SETS: Record<string, readonly string[]> = {
  siding: SIDING_COLORS,
  soffit: ['Arctic White', 'Sail Cloth', 'Light Mist', 'Navajo Beige', 'Pearl Gray', 'Khaki Brown'],
  gutter: [
    'White',
    'Almond',
    'Musket Brown',
    'Royal Brown',
    'Clay',
    'Linen',
    'Terratone',
    'Dark Bronze',
    'Black',
    'Wicker',
  ],
  splash: ['White', 'Almond', 'Musket Brown', 'Clay', 'Dark Bronze', 'Charcoal Gray', 'Natural Concrete'],
  shutter: [
    'Black',
    'White',
    'Midnight Green',
    'Wedgewood Blue',
    'Burgundy Red',
    'Tuxedo Gray',
    'Classic Wicker',
  ],
  '': [],
};

/** Name, manufacturer, category, colour set (or a list of names), how many of the set. */
const MATERIALS: ReadonlyArray<readonly [string, string, string, string, number]> = [
  ['HardiePlank Lap Siding 8.25in Select Cedarmill', 'James Hardie', 'Siding', 'siding', 17],
  ['HardiePlank Lap Siding 7.25in Smooth', 'James Hardie', 'Siding', 'siding', 12],
  ['HardieShingle Staggered Edge Panel', 'James Hardie', 'Siding', 'siding', 9],
  ['HardiePanel Vertical Siding 4x8 Sierra 8', 'James Hardie', 'Siding', 'siding', 8],
  ['LP SmartSide 38 Series Cedar Texture Lap 8in', 'LP Building Solutions', 'Siding', 'siding', 10],
  ['CertainTeed Monogram 46 Double 4.5in Vinyl', 'CertainTeed', 'Siding', 'siding', 14],
  ['Alside Charter Oak Double 4.5in Vinyl', 'Alside', 'Siding', 'siding', 11],
  ['Royal Estate Double 4in Vinyl', 'Royal Building Products', 'Siding', 'siding', 9],
  ['Mastic Carvewood 44 Double 4.5in', 'Mastic Home Exteriors', 'Siding', 'siding', 10],
  ['HardieTrim 5/4 x 4 Rustic Grain 12ft', 'James Hardie', 'Trim', 'siding', 17],
  ['HardieTrim 5/4 x 6 Smooth 12ft', 'James Hardie', 'Trim', 'siding', 12],
  ['LP SmartSide 440 Series Trim 5/4 x 4', 'LP Building Solutions', 'Trim', 'siding', 8],
  ['AZEK Traditional Trim 1 x 4 18ft', 'AZEK Exteriors', 'Trim', 'soffit', 2],
  ['Boral TruExterior Trim 1 x 6 16ft', 'Boral TruExterior', 'Trim', 'soffit', 3],
  ['HardieSoffit Vented Panel 12in x 12ft', 'James Hardie', 'Soffit', 'soffit', 6],
  ['HardieSoffit Non-Vented Panel 16in x 8ft', 'James Hardie', 'Soffit', 'soffit', 4],
  ['Alside Charter Oak T4 Vented Soffit', 'Alside', 'Soffit', 'soffit', 5],
  ['Amerimax Aluminum Soffit 16in Vented', 'Amerimax Home Products', 'Soffit', 'soffit', 3],
  ['CertainTeed Invisivent Triple 3.33in Soffit', 'CertainTeed', 'Soffit', 'soffit', 5],
  ['Amerimax Aluminum Fascia 6in x 12ft', 'Amerimax Home Products', 'Fascia', 'soffit', 6],
  ['Alside Fascia Trim Coil 24in x 50ft', 'Alside', 'Fascia', 'soffit', 5],
  ['HardieTrim Outside Corner 5/4 x 4', 'James Hardie', 'Outside Corners', 'siding', 10],
  ['Alside 3in Vinyl Outside Corner Post', 'Alside', 'Outside Corners', 'siding', 6],
  ['Royal 5/8in J-Channel 12ft 6in', 'Royal Building Products', 'J-Channel', 'soffit', 5],
  ['Alside 2-1/2in Vinyl Starter Strip', 'Alside', 'Starter Strip', '', 0],
  ['HardieTrim Frieze Board 5/4 x 8', 'James Hardie', 'Frieze Board', 'siding', 10],
  ['LP SmartSide Rake Board 5/4 x 6', 'LP Building Solutions', 'Rake Board', 'siding', 8],
  ['Tyvek HomeWrap 9ft x 150ft', 'DuPont Tyvek', 'House Wrap', '', 0],
  ['HardieWrap Weather Barrier 9ft x 150ft', 'James Hardie', 'House Wrap', '', 0],
  ['Mid-America Louvered Shutter 15 x 55', 'Mid-America Components', 'Shutters', 'shutter', 7],
  ['Mid-America Raised Panel Shutter 15 x 67', 'Mid-America Components', 'Shutters', 'shutter', 6],
  ['Mid-America Board & Batten Shutter 14 x 59', 'Mid-America Components', 'Shutters', 'shutter', 5],
  ['Maze Stainless Siding Nail 2in 5lb', 'Maze Nails', 'Nails & Fasteners', '', 0],
  ['Maze Hot-Dipped Trim Nail 2-1/2in 5lb', 'Maze Nails', 'Nails & Fasteners', '', 0],
  ['OSI Quad Max Sealant 9.5oz', 'OSI Sealants', 'Caulk & Sealants', 'soffit', 6],
  ['GUTTER', 'Amerimax Home Products', 'Gutter', 'gutter', 10],
  ['DOWNSPOUTS', 'Amerimax Home Products', 'Downspout', 'gutter', 10],
  ['SPLASHBLOCKS', 'Amerimax Home Products', 'Splashblock', 'splash', 7],
  ['Englert 6in K-Style Seamless Coil .032', 'Englert', 'Gutter', 'gutter', 9],
  ['Amerimax 5in K-Style Aluminum Gutter .027', 'Amerimax Home Products', 'Gutter', 'gutter', 8],
  ['Berger 6in Half Round Gutter', 'Berger Building Products', 'Gutter', 'gutter', 4],
  ['Englert 3 x 4in Corrugated Downspout', 'Englert', 'Downspout', 'gutter', 9],
  ['Amerimax 2 x 3in Aluminum Downspout 10ft', 'Amerimax Home Products', 'Downspout', 'gutter', 8],
  ['Berger 3in Round Downspout', 'Berger Building Products', 'Downspout', 'gutter', 4],
  ['Amerimax Plastic Splash Block 24in', 'Amerimax Home Products', 'Splashblock', 'splash', 4],
  ['Berger Concrete Splash Block 24in', 'Berger Building Products', 'Splashblock', 'splash', 3],
];

const UNITS = [
  'Each',
  'Piece',
  'Square',
  'Box',
  'Bundle',
  'Linear Feet',
  'Roll',
  'Tube',
  'Pair',
  'Carton',
  'Coil',
  'Pounds',
];

/** Name, fax, phone, attention, e-mail. */
const SUPPLY_COMPANIES: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['ABC Supply Co. #412', '703-555-4120', '703-555-4100', 'Gary Whitfield', 'branch412@abcsupply-demo.com'],
  [
    'Beacon Building Products',
    '571-555-2291',
    '571-555-2290',
    'Dana Morales',
    'orders.chantilly@beacon-demo.com',
  ],
  ['Bradco Supply', '301-555-7734', '301-555-7730', 'Mike Kowalski', 'mkowalski@bradco-demo.com'],
  ['Allied Building Products', '240-555-1185', '240-555-1180', 'Tina Brooks', 'tbrooks@alliedbp-demo.com'],
  ['SRS Distribution', '703-555-8821', '703-555-8820', 'Luis Ortega', 'lortega@srs-demo.com'],
  ['Builders FirstSource', '571-555-6640', '571-555-6644', 'Karen Hughes', 'khughes@bldr-demo.com'],
  ['84 Lumber - Manassas', '703-555-3306', '703-555-3300', 'Steve Pratt', 'manassas@84lumber-demo.com'],
  ['Norandex Building Materials', '301-555-9012', '301-555-9010', 'Angela Reed', 'areed@norandex-demo.com'],
  ['Alside Supply Center', '240-555-4471', '240-555-4470', 'Brian Cho', 'bcho@alside-demo.com'],
  ['Gutter Supply Co.', '703-555-6109', '703-555-6100', 'Paul Jennings', 'orders@guttersupply-demo.com'],
  ['Lansing Building Products', '571-555-7718', '571-555-7710', 'Rachel Kim', 'rkim@lansing-demo.com'],
  ['Capitol Aluminum & Vinyl', '301-555-2245', '301-555-2240', 'Frank DeLuca', 'fdeluca@capitolav-demo.com'],
];

export function createReferenceSeed(now: Date = new Date()): ReferenceSeed {
  let tick = 0;
  const stamp = () => {
    tick += 1;
    return {
      ModifiedBy: EDITORS[tick % EDITORS.length],
      ModifiedDate: before(now, 3 + ((tick * 5) % 170), 8 + (tick % 9)),
    };
  };

  const colors: MockColor[] = COLORS.map(([Name, ColorCode, flags], i) => ({
    Id: i + 1,
    Name,
    ColorCode,
    IsShutterColor: flags.includes('S'),
    IsGutterColor: flags.includes('G'),
    IsDownSpoutColor: flags.includes('D'),
    IsSplashblockColor: flags.includes('B'),
    ...stamp(),
  }));
  const colorId = (name: string) => {
    const found = colors.find((c) => c.Name === name);
    if (!found) throw new Error(`seed: unknown colour ${name}`);
    return found.Id;
  };
  const setIds = (set: string, count?: number) =>
    (COLOR_SETS[set] ?? []).slice(0, count ?? undefined).map(colorId);

  const manufacturers: MockManufacturer[] = MANUFACTURERS.map((Name, i) => ({ Id: i + 1, Name, ...stamp() }));

  const materialCategories: MockMaterialCategory[] = CATEGORIES.map(
    ([Name, ShortName, DisabledByDefault, NeededByTownHouse, IsPrePopulatedMaterial, set], i) => ({
      Id: i + 1,
      Name,
      ShortName,
      DisplayOrder: (i + 1) * 10,
      DisabledByDefault,
      NeededByTownHouse,
      IsPrePopulatedMaterial,
      AvailableColorIds: setIds(set),
      ...stamp(),
    }),
  );

  const materials: MockMaterial[] = MATERIALS.map(([Name, maker, category, set, count], i) => ({
    Id: i + 1,
    Name,
    ManufactureId: manufacturers.find((m) => m.Name === maker)!.Id,
    CategoryId: materialCategories.find((c) => c.Name === category)!.Id,
    AvailableColorIds: count ? setIds(set, count) : [],
    ...stamp(),
  }));

  const units: MockUnit[] = UNITS.map((Name, i) => ({ Id: i + 1, Name }));

  const supplyCompanies: MockSupplyCompany[] = SUPPLY_COMPANIES.map(
    ([Name, Fax, PhoneNumber, Attention, Email], i) => ({
      Id: i + 1,
      Name,
      Fax,
      PhoneNumber,
      Attention,
      Email,
      ...stamp(),
    }),
  );

  return { colors, manufacturers, materialCategories, materials, supplyCompanies, units };
}
