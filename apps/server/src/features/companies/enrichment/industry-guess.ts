/*
 * Best-guess industry (docs/product/companies.md). schema.org has no industry
 * property (integrations spec C.1), so the guess comes from the organization's type, then from
 * words in its hints, description, title and keywords: the industry with most keyword hits wins.
 */

type Industry =
  | 'technology'
  | 'healthcare'
  | 'finance'
  | 'education'
  | 'manufacturing'
  | 'retail'
  | 'construction'
  | 'real estate'
  | 'transportation'
  | 'energy'
  | 'media'
  | 'hospitality';

/** schema.org types (and LocalBusiness subtypes) that settle the industry on their own. */
const BY_TYPE: ReadonlyArray<readonly [RegExp, Industry]> = [
  [
    /^(MedicalOrganization|Hospital|Dentist|Physician|Pharmacy|MedicalClinic|Optician|VeterinaryCare|DiagnosticLab|MedicalBusiness|HealthAndBeautyBusiness)$/,
    'healthcare',
  ],
  [
    /^(EducationalOrganization|School|.*School|CollegeOrUniversity|Preschool|EducationalOccupationalProgram)$/,
    'education',
  ],
  [/^(FinancialService|BankOrCreditUnion|InsuranceAgency|AccountingService|AutomatedTeller)$/, 'finance'],
  [
    /^(FoodEstablishment|Restaurant|CafeOrCoffeeShop|BarOrPub|Bakery|Brewery|Winery|FastFoodRestaurant|LodgingBusiness|Hotel|Motel|Resort|BedAndBreakfast|Hostel|TouristInformationCenter)$/,
    'hospitality',
  ],
  [/^(Store|OnlineStore|.*Store|ShoppingCenter|AutoDealer)$/, 'retail'],
  [
    /^(HomeAndConstructionBusiness|GeneralContractor|RoofingContractor|Plumber|Electrician|HVACBusiness|HousePainter)$/,
    'construction',
  ],
  [/^(RealEstateAgent)$/, 'real estate'],
  [/^(MovingCompany|Airline|TaxiService|AutomotiveBusiness|BusStation|TrainStation)$/, 'transportation'],
  [/^(NewsMediaOrganization|RadioStation|TelevisionStation|MovieTheater|EntertainmentBusiness)$/, 'media'],
  [/^(GasStation)$/, 'energy'],
];

const KEYWORDS: Readonly<Record<Industry, readonly string[]>> = {
  technology: [
    'software',
    'saas',
    'cloud',
    'it services',
    'developer',
    'api',
    'platform',
    'digital',
    'tech',
    'cyber',
    'artificial intelligence',
    'machine learning',
    'hosting',
    'computer',
  ],
  healthcare: [
    'health',
    'medical',
    'clinic',
    'hospital',
    'dental',
    'dentist',
    'pharma',
    'patient',
    'care home',
    'therapy',
    'physio',
    'doctor',
    'nhs',
  ],
  finance: [
    'bank',
    'finance',
    'financial',
    'insurance',
    'invest',
    'accounting',
    'accountant',
    'mortgage',
    'loan',
    'wealth',
    'payments',
    'fintech',
    'credit',
  ],
  education: [
    'school',
    'education',
    'university',
    'college',
    'academy',
    'training',
    'course',
    'learning',
    'tuition',
    'students',
  ],
  manufacturing: [
    'manufactur',
    'factory',
    'industrial',
    'engineering',
    'machining',
    'fabrication',
    'production',
    'components',
    'plastics',
    'steel',
  ],
  retail: [
    'shop',
    'store',
    'retail',
    'e-commerce',
    'ecommerce',
    'boutique',
    'buy online',
    'free delivery',
    'basket',
    'fashion',
  ],
  construction: [
    'construction',
    'builder',
    'building contractor',
    'roofing',
    'plumbing',
    'electrical contractor',
    'civil engineering',
    'architect',
    'renovation',
    'scaffolding',
  ],
  'real estate': [
    'real estate',
    'estate agent',
    'property',
    'properties',
    'letting',
    'lettings',
    'realtor',
    'homes for sale',
    'rentals',
  ],
  transportation: [
    'logistics',
    'transport',
    'freight',
    'shipping',
    'haulage',
    'courier',
    'delivery services',
    'fleet',
    'airline',
    'rail',
    'trucking',
    'removals',
  ],
  energy: [
    'energy',
    'solar',
    'renewable',
    'oil',
    'gas',
    'electricity',
    'power',
    'wind farm',
    'utilities',
    'battery storage',
  ],
  media: [
    'media',
    'news',
    'publishing',
    'magazine',
    'broadcast',
    'film',
    'studio',
    'advertising',
    'marketing agency',
    'podcast',
    'records',
  ],
  hospitality: [
    'hotel',
    'restaurant',
    'cafe',
    'catering',
    'pub',
    'hospitality',
    'resort',
    'guest house',
    'dining',
    'menu',
    'bookings',
  ],
};

const INDUSTRIES = Object.keys(KEYWORDS).filter((key): key is Industry => key in KEYWORDS);

export function guessIndustry(input: {
  types: readonly string[];
  texts: readonly (string | null)[];
}): string | null {
  for (const type of input.types) {
    const match = BY_TYPE.find(([pattern]) => pattern.test(type));
    if (match) return match[1];
  }
  const haystack = input.texts.filter(Boolean).join(' ').toLowerCase();
  let best: { industry: Industry; hits: number } | null = null;
  for (const industry of INDUSTRIES) {
    const words = KEYWORDS[industry];
    // Words match at a word start ("manufactur" finds "manufacturing", "api" not "rapid").
    const hits = words.reduce((sum, word) => sum + (new RegExp(`\\b${word}`).test(haystack) ? 1 : 0), 0);
    if (hits > 0 && (!best || hits > best.hits)) best = { industry, hits };
  }
  return best?.industry ?? null;
}
