import { officialSources as src, reviewed, type LegalReview } from "./official-sources.ts";

/**
 * Department and licence directory (SPEC 2.8, 3 "Department licence entry"), from content-facts.md
 * section 8 (India, Rajasthan focus), compiled 22 November 2026 and corrected after the content
 * audit of 24 November 2026 (docs/decisions/025-legal-corrections-and-sources.md).
 */
export interface DepartmentLicences {
  /** Stable: the row's key when it moves to the database. */
  id: string;
  department: string;
  licenses: string[];
  /** When the row was last checked, and the department's own site it rests on. */
  review: LegalReview;
}

export const licencesPage = {
  title: "Department and Licence Information",
  eyebrow: "Industrial licenses",
  intro:
    "Which department issues which licence, registration or approval: a starting point for setting up or running a business in Rajasthan.",
  description:
    "A directory of 23 government departments in India and Rajasthan with the licences, registrations and approvals each one issues, from factory licences to FSSAI and PESO.",
  note: "This information is subject to change and must be verified with the departments concerned. It is an indicative list only: what you need depends on your activity, size and location, and requirements change over time.",
  msmeNote:
    "New micro, small and medium enterprises in Rajasthan can file a declaration of intent and receive an acknowledgement certificate that exempts them from approvals and inspections under state laws for an initial period (3 years, announced in 2022 as extended to 5), after which approvals must be obtained within 6 months.",
  cta: {
    text: "Not sure which licences your unit needs? Our team can map them to your activity and location.",
    button: "Contact Us",
  },
  columns: { department: "Department / authority", licences: "Licences, registrations and approvals" },
};

export const departmentLicences: DepartmentLicences[] = [
  {
    id: "labour-rajasthan",
    department: "Labour Department, Rajasthan (LDMS portal)",
    review: reviewed(src.labourRajasthan, src.labourMinistry),
    licenses: [
      "Shops and Commercial Establishments registration (more than 10 workers)",
      "Establishment registration under the OSH Code (it replaced the old Contract Labour Act's separate principal-employer registration)",
      "Contractor licence (50 or more contract workers)",
      "Inter-state migrant workmen (the 1979 Act, now part of the OSH Code)",
      "Building and other construction workers (BOCW) registration and cess (the BOCW Act now sits in the OSH Code, the cess in the Code on Social Security)",
      "Motor transport workers; beedi and cigar workers (both Acts now part of the OSH Code)",
      "Registers and returns under labour laws",
    ],
  },
  {
    id: "rajfab",
    department: "Factories and Boilers Inspection Department, Rajasthan (RajFAB)",
    review: reviewed(src.rajfab),
    licenses: [
      "Factory site and plan approval",
      "Factory registration and licence, renewal and amendment",
      "Boiler registration and certificates (Boilers Act 2025, in force from 1 May 2025)",
      "Single Integrated Return",
    ],
  },
  {
    id: "rspcb",
    department: "Rajasthan State Pollution Control Board",
    review: reviewed(src.rspcb),
    licenses: [
      "Consent to Establish and Consent to Operate under the Water Act 1974 and Air Act 1981, by red, orange, green or white category",
      "Hazardous-waste, bio-medical-waste, plastic and e-waste authorisations",
    ],
  },
  {
    id: "fire-services",
    department: "Fire services of the urban local body (Local Self Government Department)",
    review: reviewed(src.rajNivesh),
    licenses: [
      "Fire NOC for buildings above set heights or in set occupancy classes",
      "Needed for building approval, occupancy and trade licences",
      "Third-party fire audits (since 2025)",
    ],
  },
  {
    id: "local-body",
    department: "Municipal corporation, council or panchayat",
    review: reviewed(src.rajNivesh),
    licenses: [
      "Trade licence where the local body levies one",
      "Building permission",
      "Completion or occupancy certificate",
      "Signage permission",
    ],
  },
  {
    id: "land-and-building",
    department: "Development authority, UDH and Town Planning; Revenue Department",
    review: reviewed(src.rajNivesh),
    licenses: [
      "Land-use conversion of agricultural land (section 90A, Rajasthan Land Revenue Act 1956)",
      "Building plan approval and master-plan compliance",
      "RIICO allotment for plots in industrial areas",
    ],
  },
  {
    id: "cgwa",
    department: "Central Ground Water Authority (with the Rajasthan Ground Water Department)",
    review: reviewed(src.cgwa),
    licenses: [
      "NOC to draw groundwater for industrial, commercial, mining and infrastructure use (small users below about 10 m³ a day are exempt)",
    ],
  },
  {
    id: "fssai",
    department: "FSSAI / Food Safety and Drug Control Commissionerate, Rajasthan",
    review: reviewed(src.fssai),
    licenses: [
      "FSSAI basic registration (turnover up to ₹12 lakh)",
      "State food licence (turnover ₹12 lakh to ₹20 crore)",
      "Central food licence (above ₹20 crore, import and export, or multi-state); our source for these turnover limits is undated, so confirm them with FSSAI",
    ],
  },
  {
    id: "drug-control",
    department: "Drug Control wing (Food Safety and Drug Control Commissionerate) / CDSCO",
    review: reviewed(src.cdsco),
    licenses: [
      "Retail and wholesale drug sale licences",
      "Drug and cosmetic manufacturing licences",
      "Medical-device licences",
      "Imports through CDSCO",
    ],
  },
  {
    id: "excise",
    department: "Excise Department, Rajasthan",
    review: reviewed(src.exciseRajasthan),
    licenses: [
      "Liquor retail, bar and hotel-bar licences",
      "Distillery, brewery and bottling licences",
      "Permits for spirit used in industry (check the current excise policy)",
    ],
  },
  {
    id: "legal-metrology",
    department: "Legal Metrology (state Controller)",
    review: reviewed(src.legalMetrology),
    licenses: [
      "Registration of packers, manufacturers and importers of pre-packed goods (Rule 27, Legal Metrology (Packaged Commodities) Rules 2011)",
      "Licences to make, repair or deal in weights and measures",
      "Verification and stamping",
      "Import registration with the central Director",
    ],
  },
  {
    id: "gst",
    department: "GST: State Tax Department, Rajasthan / CBIC",
    review: reviewed(src.gst),
    licenses: [
      "GST registration above ₹40 lakh turnover (goods) or ₹20 lakh (services) in Rajasthan, or earlier for inter-state or e-commerce supplies",
    ],
  },
  {
    id: "epfo",
    department: "EPFO",
    review: reviewed(src.epfo),
    licenses: ["Establishment code (20 or more employees)", "Monthly ECR", "UAN for members"],
  },
  {
    id: "esic",
    department: "ESIC",
    review: reviewed(src.esic),
    licenses: ["Employer code (10 or more persons)", "Insurance numbers for employees", "Monthly contributions"],
  },
  {
    id: "dgms",
    department: "DGMS (Ministry of Labour and Employment)",
    review: reviewed(src.dgms),
    licenses: [
      "Notice of opening of a mine",
      "Appointment of the manager and other officials",
      "Permissions under mine regulations",
      "Accident notices and returns",
    ],
  },
  {
    id: "mines-geology",
    department: "Mines and Geology Department, Rajasthan / Indian Bureau of Mines",
    review: reviewed(src.minesRajasthan, src.ibm),
    licenses: ["Mining lease, quarry licence and short-term permits", "Mining plan approval (Indian Bureau of Mines)"],
  },
  {
    id: "electrical-inspectorate",
    department: "Electrical Inspectorate (Energy Department, Rajasthan)",
    review: reviewed(src.energyRajasthan),
    licenses: [
      "Approval and inspection of installations above the notified voltage",
      "DG-set approval",
      "Electrical contractor licences and worker permits (CEA Safety Regulations 2023)",
    ],
  },
  {
    id: "peso",
    department: "PESO (Petroleum and Explosives Safety Organisation)",
    review: reviewed(src.peso),
    licenses: [
      "Licences to store petroleum and explosives",
      "Licences to store compressed gas cylinders and pressure vessels (Petroleum Rules 2002, Explosives Rules 2008, Gas Cylinder Rules 2016, SMPV(U) Rules 2016)",
    ],
  },
  {
    id: "industries",
    department: "Industries and Commerce Department / DIC / Bureau of Investment Promotion",
    review: reviewed(src.udyam, src.rajNivesh),
    licenses: [
      "Udyam (MSME) registration",
      "MSME Act acknowledgement certificate",
      "Single-window clearance",
      "Incentive schemes",
    ],
  },
  {
    id: "income-tax",
    department: "Income Tax Department",
    review: reviewed(src.incomeTax),
    licenses: ["PAN", "TAN (for TDS on salaries)"],
  },
  {
    id: "mca",
    department: "Ministry of Corporate Affairs / Registrar of Companies",
    review: reviewed(src.mca),
    licenses: ["Company or LLP incorporation", "Annual filings"],
  },
  {
    id: "dgft",
    department: "DGFT",
    review: reviewed(src.dgft),
    licenses: ["Importer-Exporter Code (IEC)"],
  },
  {
    id: "employment-wcd",
    department: "Employment Department (career centres) / Women and Child Development (District Officer)",
    review: reviewed(src.ncs, src.sheBox),
    licenses: ["Vacancy reporting under the Code on Social Security", "POSH Local Committee and annual-report filing"],
  },
];
