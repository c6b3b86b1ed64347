import type { Rng } from './random.ts';

/**
 * Who appears on the documents: clients, payers, employers, agencies, with addresses, telephone numbers and tax
 * identification numbers in the shapes the real ones have. Institutions are the kinds of names clients really
 * upload (big banks and brokerages by their legal names, agencies, universities); their numbers are made up.
 */

export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface Person extends Address {
  first: string;
  middle: string;
  last: string;
  /** "Maria L Gonzalez" */
  full: string;
  ssn: string;
  birth: string;
  phone: string;
}

export interface Org extends Address {
  /** Legal name as printed in the payer's box or the letterhead's first line. */
  name: string;
  /** A shorter brand for a letterhead logo, when the company prints one. */
  brand?: string;
  phone: string;
  ein: string;
  web?: string;
}

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Patricia',
  'William',
  'Elizabeth',
  'Daniel',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Christopher',
  'Karen',
  'Matthew',
  'Nancy',
  'Anthony',
  'Lisa',
  'Mark',
  'Betty',
  'Steven',
  'Sandra',
  'Andrew',
  'Ashley',
  'Joshua',
  'Kimberly',
  'Kevin',
  'Emily',
  'Brian',
  'Donna',
  'George',
  'Michelle',
  'Timothy',
  'Carol',
  'Ronald',
  'Amanda',
  'Jason',
  'Melissa',
  'Ryan',
  'Deborah',
  'Jacob',
  'Stephanie',
  'Nicholas',
  'Rebecca',
  'Eric',
  'Laura',
  'Jonathan',
  'Sharon',
  'Priya',
  'Wei',
  'Hiroshi',
  'Aisha',
  'Mohammed',
  'Olga',
  'Tuan',
  'Carmen',
  'Rajesh',
  'Fatima',
  'Dmitri',
  'Lucia',
  'Kwame',
  'Mei',
  'Santiago',
  'Ingrid',
  'Tyrone',
  'Keisha',
  'Brandon',
  'Haley',
  'Connor',
  'Destiny',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Patel',
  'Chen',
  'Kim',
  'Okafor',
  'Kowalski',
  'Yamamoto',
  'Haddad',
  'Novak',
  'Schneider',
  'Oconnell',
  'Delgado',
  'Fitzgerald',
  'Brennan',
  'Castillo',
  'Takahashi',
  'Ivanova',
  'Abernathy',
  'Lindqvist',
  'Mensah',
  'Vasquez',
  'Park',
];
const STREETS = [
  'Maple Ave',
  'Oak St',
  'Cedar Ln',
  'Elm St',
  'Washington Blvd',
  'Lakeview Dr',
  'Hillcrest Rd',
  'Park Pl',
  'Sunset Blvd',
  'Willow Way',
  'Pine Ridge Ct',
  'Meadowbrook Dr',
  'Highland Ave',
  'Chestnut St',
  'Main St',
  'River Rd',
  'Forest Glen Dr',
  'Briarwood Ct',
  'Magnolia Ter',
  'Juniper Trl',
  'Harbor View Dr',
  'Kingston Rd',
  'Old Mill Rd',
  'Prospect St',
  'Greenfield Ave',
  'Spring Valley Rd',
  'Cardinal Ln',
  'Country Club Dr',
];
/** City, state, first three digits of its ZIP codes. */
const CITIES: readonly (readonly [string, string, string])[] = [
  ['Columbus', 'OH', '432'],
  ['Plano', 'TX', '750'],
  ['Austin', 'TX', '787'],
  ['Naperville', 'IL', '605'],
  ['Scottsdale', 'AZ', '852'],
  ['Raleigh', 'NC', '276'],
  ['Tampa', 'FL', '336'],
  ['Denver', 'CO', '802'],
  ['Bellevue', 'WA', '980'],
  ['Edison', 'NJ', '088'],
  ['Brooklyn', 'NY', '112'],
  ['Sacramento', 'CA', '958'],
  ['San Jose', 'CA', '951'],
  ['Alpharetta', 'GA', '300'],
  ['Overland Park', 'KS', '662'],
  ['Madison', 'WI', '537'],
  ['Cary', 'NC', '275'],
  ['Arlington', 'VA', '222'],
  ['Rockville', 'MD', '208'],
  ['Pittsburgh', 'PA', '152'],
  ['Ann Arbor', 'MI', '481'],
  ['Boise', 'ID', '837'],
  ['Nashville', 'TN', '372'],
  ['Portland', 'OR', '972'],
  ['Henderson', 'NV', '890'],
  ['Omaha', 'NE', '681'],
  ['Worcester', 'MA', '016'],
  ['Stamford', 'CT', '069'],
];

export function pick2(rng: Rng): string {
  return String(rng.int(0, 99)).padStart(2, '0');
}

export function address(rng: Rng): Address {
  const [city, state, zip3] = rng.pick(CITIES);
  const apt = rng.chance(0.25) ? ` ${rng.pick(['Apt', 'Unit', '#'])} ${rng.int(1, 40)}${rng.pick(['', 'B', 'C'])}` : '';
  return {
    street: `${rng.int(12, 9899)} ${rng.pick(STREETS)}${apt}`,
    city,
    state,
    zip: `${zip3}${pick2(rng)}${rng.chance(0.3) ? `-${rng.digits(4)}` : ''}`,
  };
}

export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}-${String(rng.int(1, 99)).padStart(2, '0')}-${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

export function itin(rng: Rng): string {
  const middle = rng.pick([
    70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95,
  ]);
  return `9${rng.digits(2)}-${middle}-${rng.digits(4)}`;
}

const EIN_PREFIXES = [
  '04',
  '13',
  '20',
  '23',
  '26',
  '27',
  '31',
  '36',
  '38',
  '41',
  '45',
  '46',
  '47',
  '52',
  '54',
  '56',
  '58',
  '59',
  '61',
  '62',
  '65',
  '71',
  '74',
  '75',
  '82',
  '84',
  '86',
  '87',
  '88',
  '91',
  '93',
  '94',
  '95',
  '98',
];
export function ein(rng: Rng): string {
  return `${rng.pick(EIN_PREFIXES)}-${rng.digits(7)}`;
}

export function phone(rng: Rng, tollFree = false): string {
  const area = tollFree ? rng.pick(['800', '888', '877', '866', '855']) : String(rng.int(201, 989));
  return rng.chance(0.5)
    ? `(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`
    : `${tollFree ? '1-' : ''}${area}-${rng.int(200, 989)}-${rng.digits(4)}`;
}

/** How payers print a TIN they mask: the last four always show. */
export function maskTin(tin: string, rng: Rng): string {
  const last4 = tin.replace(/\D/g, '').slice(-4);
  const isEin = /^\d\d-\d{7}$/.test(tin);
  if (isEin) return rng.pick([`XX-XXX${last4}`, `**-***${last4}`]);
  return rng.pick([`XXX-XX-${last4}`, `***-**-${last4}`, `xxx-xx-${last4}`, `*****${last4}`]);
}

/** Account numbers in the many shapes institutions print them. */
export function accountNumber(rng: Rng, style: 'bank' | 'broker' | 'loan' | 'card' | 'short' = 'bank'): string {
  switch (style) {
    case 'bank':
      return rng.digits(rng.int(9, 12)).replace(/^0/, '4');
    case 'broker':
      return rng.pick([
        `${rng.pick(['Z', 'X', 'Y'])}${rng.digits(2)}-${rng.digits(6)}`,
        `${rng.digits(4)}-${rng.digits(4)}`,
        `${rng.int(1, 9)}${rng.pick(['RB', 'TK', 'GW'])}-${rng.digits(5)}`,
      ]);
    case 'loan':
      return `${rng.int(1, 9)}${rng.digits(9)}`;
    case 'card':
      return `${rng.int(3, 6)}${rng.digits(3)}${rng.digits(4)}${rng.digits(4)}${rng.digits(4)}`;
    case 'short':
      return `${rng.int(1, 9)}${rng.digits(7)}`;
  }
}

export function maskAccount(account: string, rng: Rng): string {
  const last4 = account.replace(/\W/g, '').slice(-4);
  return rng.pick([`XXXX${last4}`, `XXXXXX${last4}`, `****${last4}`, `*****${last4}`, `xxxx-${last4}`]);
}

export function person(rng: Rng): Person {
  const first = rng.pick(FIRST);
  const middle = rng.chance(0.8) ? String.fromCharCode(65 + rng.int(0, 25)) : '';
  const last = rng.pick(LAST).replace('Oconnell', "O'Connell");
  const addr = address(rng);
  return {
    first,
    middle,
    last,
    full: [first, middle, last].filter(Boolean).join(' '),
    ssn: ssn(rng),
    birth: `${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${rng.int(1948, 2001)}`,
    phone: phone(rng),
    ...addr,
  };
}

/** A married couple at one address (joint returns, cover letters). */
export function spouseOf(rng: Rng, p: Person): Person {
  const s = person(rng);
  return {
    ...s,
    last: p.last,
    full: [s.first, s.middle, p.last].filter(Boolean).join(' '),
    street: p.street,
    city: p.city,
    state: p.state,
    zip: p.zip,
  };
}

type OrgSeed = readonly [
  name: string,
  brand: string | undefined,
  street: string,
  city: string,
  state: string,
  zip: string,
  web?: string,
];

const org = (rng: Rng, s: OrgSeed, tollFree = true): Org => ({
  name: s[0],
  brand: s[1],
  street: s[2],
  city: s[3],
  state: s[4],
  zip: s[5],
  web: s[6],
  phone: phone(rng, tollFree),
  ein: ein(rng),
});

export const BANKS: readonly OrgSeed[] = [
  ['JPMorgan Chase Bank, N.A.', 'CHASE', 'PO Box 182051', 'Columbus', 'OH', '43218-2051', 'chase.com'],
  ['Wells Fargo Bank, N.A.', 'WELLS FARGO', 'PO Box 6995', 'Portland', 'OR', '97228-6995', 'wellsfargo.com'],
  ['Bank of America, N.A.', 'BANK OF AMERICA', 'PO Box 15019', 'Wilmington', 'DE', '19850-5019', 'bankofamerica.com'],
  ['Citibank, N.A.', 'citi', 'PO Box 6201', 'Sioux Falls', 'SD', '57117-6201', 'citi.com'],
  ['U.S. Bank National Association', 'usbank', 'PO Box 1800', 'Saint Paul', 'MN', '55101-0800', 'usbank.com'],
  ['PNC Bank, National Association', 'PNC', 'PO Box 3180', 'Pittsburgh', 'PA', '15230-3180', 'pnc.com'],
  ['Capital One, N.A.', 'Capital One', 'PO Box 85123', 'Richmond', 'VA', '23285-5123', 'capitalone.com'],
  ['Ally Bank', 'ally', 'PO Box 951', 'Horsham', 'PA', '19044-0951', 'ally.com'],
  ['Discover Bank', 'DISCOVER', 'PO Box 30416', 'Salt Lake City', 'UT', '84130-0416', 'discover.com'],
  [
    'Goldman Sachs Bank USA',
    'Marcus by Goldman Sachs',
    'PO Box 45400',
    'Salt Lake City',
    'UT',
    '84145-0400',
    'marcus.com',
  ],
  ['Navy Federal Credit Union', 'NAVY FEDERAL', 'PO Box 3000', 'Merrifield', 'VA', '22119-3000', 'navyfederal.org'],
  ['Truist Bank', 'TRUIST', 'PO Box 1847', 'Wilson', 'NC', '27894-1847', 'truist.com'],
  ['KeyBank National Association', 'KeyBank', 'PO Box 94825', 'Cleveland', 'OH', '44101-4825', 'key.com'],
  [
    'Fifth Third Bank, National Association',
    'Fifth Third Bank',
    'PO Box 630900',
    'Cincinnati',
    'OH',
    '45263-0900',
    '53.com',
  ],
  [
    'Lakeshore Community Credit Union',
    'LAKESHORE CCU',
    '2150 Superior Ave',
    'Sheboygan',
    'WI',
    '53081',
    'lakeshoreccu.org',
  ],
  [
    'American Express National Bank',
    'AMERICAN EXPRESS',
    'PO Box 30384',
    'Salt Lake City',
    'UT',
    '84130-0384',
    'americanexpress.com',
  ],
];
export const BROKERS: readonly OrgSeed[] = [
  [
    'National Financial Services LLC',
    'Fidelity INVESTMENTS',
    '100 Salem Street',
    'Boston',
    'MA',
    '02109',
    'fidelity.com',
  ],
  ['Charles Schwab & Co., Inc.', 'charles SCHWAB', '211 Main Street', 'San Francisco', 'CA', '94105', 'schwab.com'],
  ['Vanguard Marketing Corporation', 'Vanguard', 'PO Box 1170', 'Valley Forge', 'PA', '19482-1170', 'vanguard.com'],
  [
    'E*TRADE Securities LLC',
    'E*TRADE from Morgan Stanley',
    'PO Box 484',
    'Jersey City',
    'NJ',
    '07303-0484',
    'etrade.com',
  ],
  [
    'Robinhood Securities LLC',
    'Robinhood',
    '500 Colonial Center Parkway, Suite 100',
    'Lake Mary',
    'FL',
    '32746',
    'robinhood.com',
  ],
  [
    'Merrill Lynch, Pierce, Fenner & Smith Incorporated',
    'Merrill',
    '4804 Deer Lake Dr E',
    'Jacksonville',
    'FL',
    '32246',
    'merrilledge.com',
  ],
  [
    'Interactive Brokers LLC',
    'INTERACTIVE BROKERS',
    'One Pickwick Plaza',
    'Greenwich',
    'CT',
    '06830',
    'interactivebrokers.com',
  ],
  [
    'Edward D. Jones & Co., L.P.',
    'edwardjones',
    '12555 Manchester Road',
    'St. Louis',
    'MO',
    '63131',
    'edwardjones.com',
  ],
  [
    'Morgan Stanley Smith Barney LLC',
    'Morgan Stanley',
    '1 New York Plaza, 8th Floor',
    'New York',
    'NY',
    '10004',
    'morganstanley.com',
  ],
];
export const FUNDS: readonly OrgSeed[] = [
  ['The Vanguard Group', 'Vanguard', 'PO Box 2600', 'Valley Forge', 'PA', '19482-2600', 'vanguard.com'],
  [
    'American Funds Service Company',
    'CAPITAL GROUP | AMERICAN FUNDS',
    'PO Box 6007',
    'Indianapolis',
    'IN',
    '46206-6007',
    'capitalgroup.com',
  ],
  ['T. Rowe Price Services, Inc.', 'T.RowePrice', 'PO Box 17300', 'Baltimore', 'MD', '21297-1300', 'troweprice.com'],
  ['Dodge & Cox Funds', 'DODGE & COX FUNDS', 'PO Box 219502', 'Kansas City', 'MO', '64121-9502', 'dodgeandcox.com'],
];
export const RETIREMENT: readonly OrgSeed[] = [
  ['Empower Retirement, LLC', 'EMPOWER', '8515 E Orchard Road', 'Greenwood Village', 'CO', '80111', 'empower.com'],
  [
    'Teachers Insurance and Annuity Association of America',
    'TIAA',
    'PO Box 1259',
    'Charlotte',
    'NC',
    '28201-1259',
    'tiaa.org',
  ],
  [
    'Principal Life Insurance Company',
    'Principal',
    '711 High Street',
    'Des Moines',
    'IA',
    '50392-0001',
    'principal.com',
  ],
  [
    "California Public Employees' Retirement System",
    'CalPERS',
    'PO Box 942715',
    'Sacramento',
    'CA',
    '94229-2715',
    'calpers.ca.gov',
  ],
  [
    'New York State and Local Retirement System',
    'NYSLRS',
    '110 State Street',
    'Albany',
    'NY',
    '12244-0001',
    'osc.ny.gov',
  ],
  [
    'Fidelity Investments Institutional Operations Company LLC',
    'Fidelity NetBenefits',
    'PO Box 770003',
    'Cincinnati',
    'OH',
    '45277-0065',
    'netbenefits.com',
  ],
];
export const EMPLOYERS: readonly OrgSeed[] = [
  ['Acme Industrial Supply Co.', undefined, '4400 Commerce Pkwy', 'Columbus', 'OH', '43219'],
  ['Riverside Regional Medical Center', undefined, '500 J Clyde Morris Blvd', 'Newport News', 'VA', '23601'],
  ['Northwind Logistics, Inc.', undefined, '1200 Harbor Blvd', 'Tacoma', 'WA', '98421'],
  ['Cascade Software Labs LLC', undefined, '915 Pine St Ste 400', 'Seattle', 'WA', '98101'],
  ['Blue Ridge Unified School District', undefined, '88 Education Way', 'Asheville', 'NC', '28801'],
  ['Summit Engineering Group, P.C.', undefined, '3100 Technology Dr', 'Plano', 'TX', '75074'],
  ['Harborview Hospitality Group LLC', undefined, '77 Waterfront Pl', 'Tampa', 'FL', '33602'],
  ['Meridian Dental Partners, PLLC', undefined, '2210 Meridian Ave', 'Scottsdale', 'AZ', '85251'],
  ['Costco Wholesale Corporation', undefined, '999 Lake Drive', 'Issaquah', 'WA', '98027'],
  ['The Home Depot, Inc.', undefined, '2455 Paces Ferry Road', 'Atlanta', 'GA', '30339'],
  ['Amazon.com Services LLC', undefined, '410 Terry Ave N', 'Seattle', 'WA', '98109'],
  ['County of Fairfax', undefined, '12000 Government Center Pkwy', 'Fairfax', 'VA', '22035'],
  ['Kroger Limited Partnership I', undefined, '1014 Vine Street', 'Cincinnati', 'OH', '45202'],
  ['Deloitte & Touche LLP', undefined, '30 Rockefeller Plaza', 'New York', 'NY', '10112'],
];
export const UNIVERSITIES: readonly OrgSeed[] = [
  ['The Ohio State University', 'THE OHIO STATE UNIVERSITY', '281 W Lane Ave', 'Columbus', 'OH', '43210', 'osu.edu'],
  ['University of Michigan', 'UNIVERSITY OF MICHIGAN', '500 S State St', 'Ann Arbor', 'MI', '48109', 'umich.edu'],
  ['Arizona State University', 'ASU Arizona State University', 'PO Box 877605', 'Tempe', 'AZ', '85287-7605', 'asu.edu'],
  [
    'Northeastern University',
    'Northeastern University',
    '360 Huntington Ave',
    'Boston',
    'MA',
    '02115',
    'northeastern.edu',
  ],
  [
    'Austin Community College District',
    'ACC Austin Community College',
    '6101 Highland Campus Dr',
    'Austin',
    'TX',
    '78752',
    'austincc.edu',
  ],
  [
    'Rutgers, The State University of New Jersey',
    'RUTGERS',
    '65 Davidson Rd',
    'Piscataway',
    'NJ',
    '08854',
    'rutgers.edu',
  ],
];
export const LOAN_SERVICERS: readonly OrgSeed[] = [
  ['Nelnet', 'Nelnet', 'PO Box 82561', 'Lincoln', 'NE', '68501-2561', 'nelnet.com'],
  ['MOHELA', 'MOHELA', '633 Spirit Drive', 'Chesterfield', 'MO', '63005-1243', 'mohela.com'],
  [
    'Maximus Education, LLC dba Aidvantage',
    'aidvantage',
    'PO Box 300001',
    'Greenville',
    'TX',
    '75403-3001',
    'aidvantage.com',
  ],
  ['Sallie Mae Bank', 'Sallie Mae', 'PO Box 3319', 'Wilmington', 'DE', '19804-4319', 'salliemae.com'],
  ['SoFi Bank, N.A.', 'SoFi', '2750 E Cottonwood Pkwy Suite 300', 'Cottonwood Heights', 'UT', '84121', 'sofi.com'],
];
export const MORTGAGE: readonly OrgSeed[] = [
  [
    'Rocket Mortgage, LLC',
    'Rocket Mortgage',
    '1050 Woodward Avenue',
    'Detroit',
    'MI',
    '48226-1906',
    'rocketmortgage.com',
  ],
  [
    'Nationstar Mortgage LLC d/b/a Mr. Cooper',
    'mr. cooper',
    'PO Box 619098',
    'Dallas',
    'TX',
    '75261-9098',
    'mrcooper.com',
  ],
  ['PennyMac Loan Services, LLC', 'PennyMac', 'PO Box 514387', 'Los Angeles', 'CA', '90051-4387', 'pennymac.com'],
  ['Wells Fargo Home Mortgage', 'WELLS FARGO', 'PO Box 10335', 'Des Moines', 'IA', '50306-0335', 'wellsfargo.com'],
  [
    'Freedom Mortgage Corporation',
    'FREEDOM MORTGAGE',
    'PO Box 50428',
    'Indianapolis',
    'IN',
    '46250-0401',
    'freedommortgage.com',
  ],
  ['loanDepot.com, LLC', 'loanDepot', '6561 Irvine Center Drive', 'Irvine', 'CA', '92618', 'loandepot.com'],
];
export const UNEMPLOYMENT: readonly OrgSeed[] = [
  [
    'New York State Department of Labor',
    'NEW YORK STATE DEPARTMENT OF LABOR',
    'PO Box 15012',
    'Albany',
    'NY',
    '12212-5012',
    'dol.ny.gov',
  ],
  [
    'Employment Development Department',
    'EDD State of California',
    'PO Box 826880',
    'Sacramento',
    'CA',
    '94280-0001',
    'edd.ca.gov',
  ],
  [
    'Texas Workforce Commission',
    'TEXAS WORKFORCE COMMISSION',
    '101 E 15th St',
    'Austin',
    'TX',
    '78778-0001',
    'twc.texas.gov',
  ],
  [
    'Illinois Department of Employment Security',
    'IDES',
    '33 S State St',
    'Chicago',
    'IL',
    '60603',
    'ides.illinois.gov',
  ],
];
export const REVENUE: readonly OrgSeed[] = [
  [
    'Georgia Department of Revenue',
    'GEORGIA DEPARTMENT OF REVENUE',
    '1800 Century Blvd NE',
    'Atlanta',
    'GA',
    '30345-3205',
    'dor.georgia.gov',
  ],
  [
    'Massachusetts Department of Revenue',
    'MASSACHUSETTS DEPARTMENT OF REVENUE',
    'PO Box 7010',
    'Boston',
    'MA',
    '02204',
    'mass.gov/dor',
  ],
  [
    'Virginia Department of Taxation',
    'VIRGINIA TAX',
    'PO Box 1115',
    'Richmond',
    'VA',
    '23218-1115',
    'tax.virginia.gov',
  ],
  [
    'Ohio Department of Taxation',
    'OHIO DEPARTMENT OF TAXATION',
    'PO Box 182382',
    'Columbus',
    'OH',
    '43218-2382',
    'tax.ohio.gov',
  ],
];
export const PAYMENT_APPS: readonly OrgSeed[] = [
  ['PayPal, Inc.', 'PayPal', '2211 North First Street', 'San Jose', 'CA', '95131', 'paypal.com'],
  ['Etsy, Inc.', 'Etsy', '117 Adams Street', 'Brooklyn', 'NY', '11201', 'etsy.com'],
  ['Block, Inc.', 'Square', '1955 Broadway, Suite 600', 'Oakland', 'CA', '94612', 'squareup.com'],
  ['Uber Technologies, Inc.', 'Uber', '1725 3rd Street', 'San Francisco', 'CA', '94158', 'uber.com'],
  ['eBay Commerce Inc.', 'ebay', '2025 Hamilton Avenue', 'San Jose', 'CA', '95125', 'ebay.com'],
];
export const HSA: readonly OrgSeed[] = [
  ['HealthEquity, Inc.', 'HealthEquity', '15 W Scenic Pointe Dr', 'Draper', 'UT', '84020', 'healthequity.com'],
  ['Optum Bank, Inc.', 'Optum Bank', 'PO Box 271629', 'Salt Lake City', 'UT', '84127-1629', 'optumbank.com'],
  [
    'HSA Bank, a division of Webster Bank, N.A.',
    'HSA BANK',
    '605 N 8th Street, Suite 320',
    'Sheboygan',
    'WI',
    '53081',
    'hsabank.com',
  ],
  [
    'Fidelity Management Trust Company',
    'Fidelity HSA',
    'PO Box 770001',
    'Cincinnati',
    'OH',
    '45277-0002',
    'fidelity.com',
  ],
];
export const COLLEGE_SAVINGS: readonly OrgSeed[] = [
  [
    'Ascensus Broker Dealer Services, LLC',
    'NY 529 Direct Plan',
    'PO Box 55498',
    'Boston',
    'MA',
    '02205-5498',
    'nysaves.org',
  ],
  ['Utah Educational Savings Plan', 'my529', 'PO Box 145100', 'Salt Lake City', 'UT', '84114-5100', 'my529.org'],
  [
    'Virginia College Savings Plan',
    'Invest529',
    '9001 Arboretum Pkwy',
    'North Chesterfield',
    'VA',
    '23236',
    'virginia529.com',
  ],
];
export const CREDITORS: readonly OrgSeed[] = [
  ['Synchrony Bank', 'SYNCHRONY', 'PO Box 965033', 'Orlando', 'FL', '32896-5033', 'synchrony.com'],
  [
    'Midland Credit Management, Inc.',
    'MIDLAND CREDIT MANAGEMENT',
    '350 Camino De La Reina, Suite 100',
    'San Diego',
    'CA',
    '92108',
    'midlandcredit.com',
  ],
  ['Capital One, N.A.', 'Capital One', 'PO Box 30285', 'Salt Lake City', 'UT', '84130-0285', 'capitalone.com'],
  ['Discover Bank', 'DISCOVER', 'PO Box 30943', 'Salt Lake City', 'UT', '84130-0943', 'discover.com'],
];
export const TITLE_COMPANIES: readonly OrgSeed[] = [
  ['First American Title Insurance Company', undefined, '1 First American Way', 'Santa Ana', 'CA', '92707'],
  ['Fidelity National Title Company', undefined, '4100 E Mississippi Ave, Suite 500', 'Denver', 'CO', '80246'],
  ['Old Republic National Title Insurance Company', undefined, '400 Second Avenue South', 'Minneapolis', 'MN', '55401'],
  ['Stewart Title Guaranty Company', undefined, '1360 Post Oak Blvd, Suite 100', 'Houston', 'TX', '77056'],
];
export const SMALL_BUSINESSES: readonly OrgSeed[] = [
  ['Brightline Marketing Group LLC', undefined, '220 W Huron St, Suite 3', 'Chicago', 'IL', '60654'],
  ['Oakridge Property Management, Inc.', undefined, '1450 Oakridge Dr', 'Raleigh', 'NC', '27609'],
  ['Delgado & Sons Construction LLC', undefined, '8711 Industrial Blvd', 'Henderson', 'NV', '89011'],
  ['Pinnacle Consulting Partners, Inc.', undefined, '600 Congress Ave, Floor 14', 'Austin', 'TX', '78701'],
  ['Greenleaf Landscaping Co.', undefined, '31 Mill Pond Rd', 'Worcester', 'MA', '01605'],
  ['Sterling Home Health Services, LLC', undefined, '4020 Sterling Rd', 'Omaha', 'NE', '68144'],
  ['Copper Kettle Catering LLC', undefined, '915 S Broadway', 'Denver', 'CO', '80209'],
  ['Lumen Film Productions, Inc.', undefined, '1601 Vine St', 'Los Angeles', 'CA', '90028'],
];
export const INSURERS_AND_OTHERS: readonly OrgSeed[] = [
  ['State Farm Mutual Automobile Insurance Company', undefined, 'One State Farm Plaza', 'Bloomington', 'IL', '61710'],
  ['Permian Basin Royalty Trust', undefined, '2911 Turtle Creek Blvd, Suite 850', 'Dallas', 'TX', '75219'],
  ['Publishers Clearing House LLC', undefined, '300 Jericho Quadrangle', 'Jericho', 'NY', '11753'],
  ['Oak Street Apartments LLC', undefined, '45 Oak Street', 'Madison', 'WI', '53703'],
];
export const CASINOS: readonly OrgSeed[] = [
  ['MGM Grand Detroit, LLC', undefined, '1777 Third Street', 'Detroit', 'MI', '48226'],
  ['Mohegan Sun', undefined, '1 Mohegan Sun Blvd', 'Uncasville', 'CT', '06382'],
  ['Crown IN Gaming LLC d/b/a DraftKings', undefined, '222 Berkeley Street', 'Boston', 'MA', '02116'],
  ['Wynn Las Vegas, LLC', undefined, '3131 Las Vegas Blvd S', 'Las Vegas', 'NV', '89109'],
  ['Pennsylvania Lottery', undefined, '1200 Fulling Mill Rd, Suite 1', 'Middletown', 'PA', '17057'],
];
export const PARTNERSHIPS: readonly OrgSeed[] = [
  ['Oak Street Properties LP', undefined, '45 Oak Street, Suite 200', 'Madison', 'WI', '53703'],
  ['Harbor Point Investors, LLC', undefined, '100 Harbor Point Blvd', 'Stamford', 'CT', '06902'],
  ['Enterprise Products Partners L.P.', undefined, '1100 Louisiana Street, 10th Floor', 'Houston', 'TX', '77002'],
  ['Ridgeline Capital Fund II, L.P.', undefined, '2 Embarcadero Center, Suite 2300', 'San Francisco', 'CA', '94111'],
  ['Maple Grove Medical Office Building, LLC', undefined, '8900 Maple Grove Pkwy', 'Maple Grove', 'MN', '55369'],
];
export const S_CORPS: readonly OrgSeed[] = [
  ['Bluebird Dental Group, Inc.', undefined, '400 Bluebird Ln', 'Cary', 'NC', '27513'],
  ['Coastal HVAC Services, Inc.', undefined, '1820 Seaboard Ave', 'Tampa', 'FL', '33605'],
  ['Tanaka Design Studio, Inc.', undefined, '300 Pacific Ave', 'San Jose', 'CA', '95110'],
];
export const TRUSTS: readonly OrgSeed[] = [
  ['The Margaret A. Hollis Revocable Trust', undefined, '1 Liberty Plaza', 'Pittsburgh', 'PA', '15222'],
  ['Estate of Robert J. Kowalski', undefined, '2300 Main St', 'Naperville', 'IL', '60540'],
  ['Chen Family Irrevocable Trust', undefined, '18 Spring Valley Rd', 'Edison', 'NJ', '08817'],
];
export const MARKETPLACES: readonly (readonly [name: string, id: string, state: string])[] = [
  ['Covered California', 'CA', 'CA'],
  ['Health Insurance Marketplace', 'FFM', 'TX'],
  ['Pennie', 'PA', 'PA'],
  ['Georgia Access', 'GA', 'GA'],
  ['NY State of Health', 'NY', 'NY'],
];
export const HEALTH_ISSUERS = [
  'Blue Shield of California',
  'Ambetter from Coordinated Care',
  'Oscar Insurance Company',
  'Kaiser Foundation Health Plan, Inc.',
  'Highmark Inc.',
  'Anthem Blue Cross and Blue Shield',
];

export function pickOrg(rng: Rng, pool: readonly OrgSeed[], tollFree = true): Org {
  return org(rng, rng.pick(pool), tollFree);
}

/** The payer's block as printed: name, street, city line, and (mostly) the telephone number. */
export function orgLines(o: Org, withPhone = true): string[] {
  return [o.name, o.street, `${o.city}, ${o.state} ${o.zip}`, ...(withPhone ? [o.phone] : [])];
}

export function personLines(p: Person): string[] {
  return [p.full, p.street, `${p.city}, ${p.state} ${p.zip}`];
}

/** A dollar amount with cents, skewed toward the low end of the range like real incomes. */
export function amount(rng: Rng, lo: number, hi: number): number {
  const t = rng.next() ** 1.7;
  return Math.round((lo + (hi - lo) * t) * 100) / 100;
}

export function money(n: number): string {
  const sign = n < 0 ? '-' : '';
  const [whole, cents] = Math.abs(n).toFixed(2).split('.');
  return `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function date(rng: Rng, year: number, style: 'mdy' | 'long' | 'iso' = 'mdy'): string {
  const m = rng.int(1, 12);
  const d = rng.int(1, 28);
  if (style === 'long') return `${MONTHS[m - 1]} ${d}, ${year}`;
  if (style === 'iso') return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${year}`;
}
