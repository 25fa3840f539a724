/**
 * Department and licence directory (SPEC 2.8, 3 "Department licence entry"), from content-facts.md
 * section 8 (India, Rajasthan focus), compiled 22 November 2026.
 */
export interface DepartmentLicences {
  department: string;
  licenses: string[];
}

export const licencesPage = {
  title: "Department and Licence Information",
  eyebrow: "Industrial licenses",
  intro: "Which department issues which licence, registration or approval: a starting point for setting up or running a business in Rajasthan.",
  description:
    "A directory of 23 government departments in India and Rajasthan with the licences, registrations and approvals each one issues, from factory licences to FSSAI and PESO.",
  note: "This information is subject to change and must be verified with the departments concerned. It is an indicative list only: what you need depends on your activity, size and location, and requirements change over time.",
  msmeNote:
    "New micro, small and medium enterprises in Rajasthan can file a declaration of intent and receive an acknowledgement certificate that exempts them from approvals and inspections under state laws for an initial period (3 years, announced in 2022 as extended to 5), after which approvals must be obtained within 6 months.",
  reviewed: { label: "Last reviewed: 22 November 2026", iso: "2026-11-22" },
  cta: { text: "Not sure which licences your unit needs? Our team can map them to your activity and location.", button: "Contact Us" },
  columns: { department: "Department / authority", licences: "Licences, registrations and approvals" },
};

export const departmentLicences: DepartmentLicences[] = [
  {
    department: "Labour Department, Rajasthan (LDMS portal)",
    licenses: [
      "Shops and Commercial Establishments registration (more than 10 workers)",
      "Contract labour: principal-employer registration and contractor licence (50 or more contract workers)",
      "Inter-state migrant workmen",
      "Building and other construction workers (BOCW) registration and cess",
      "Motor transport workers; beedi and cigar workers",
      "Registers and returns under labour laws",
    ],
  },
  {
    department: "Factories and Boilers Inspection Department, Rajasthan (RajFAB)",
    licenses: [
      "Factory site and plan approval",
      "Factory registration and licence, renewal and amendment",
      "Boiler registration and certificates (Boilers Act 2025, in force from 1 May 2025)",
      "Single Integrated Return",
    ],
  },
  {
    department: "Rajasthan State Pollution Control Board",
    licenses: [
      "Consent to Establish and Consent to Operate under the Water Act 1974 and Air Act 1981, by red, orange, green or white category",
      "Hazardous-waste, bio-medical-waste, plastic and e-waste authorisations",
    ],
  },
  {
    department: "Fire services of the urban local body (Local Self Government Department)",
    licenses: [
      "Fire NOC for buildings above set heights or in set occupancy classes",
      "Needed for building approval, occupancy and trade licences",
      "Third-party fire audits (since 2025)",
    ],
  },
  {
    department: "Municipal corporation, council or panchayat",
    licenses: ["Trade licence where the local body levies one", "Building permission", "Completion or occupancy certificate", "Signage permission"],
  },
  {
    department: "Development authority, UDH and Town Planning; Revenue Department",
    licenses: [
      "Land-use conversion of agricultural land (section 90A, Rajasthan Land Revenue Act 1956)",
      "Building plan approval and master-plan compliance",
      "RIICO allotment for plots in industrial areas",
    ],
  },
  {
    department: "Central Ground Water Authority (with the Rajasthan Ground Water Department)",
    licenses: ["NOC to draw groundwater for industrial, commercial, mining and infrastructure use (small users below about 10 m³ a day are exempt)"],
  },
  {
    department: "FSSAI / Food Safety and Drug Control Commissionerate, Rajasthan",
    licenses: [
      "FSSAI basic registration (turnover up to ₹12 lakh)",
      "State food licence (turnover ₹12 lakh to ₹20 crore)",
      "Central food licence (above ₹20 crore, import and export, or multi-state)",
    ],
  },
  {
    department: "Drug Control wing (Food Safety and Drug Control Commissionerate) / CDSCO",
    licenses: [
      "Retail and wholesale drug sale licences",
      "Drug and cosmetic manufacturing licences",
      "Medical-device licences",
      "Imports through CDSCO",
    ],
  },
  {
    department: "Excise Department, Rajasthan",
    licenses: [
      "Liquor retail, bar and hotel-bar licences",
      "Distillery, brewery and bottling licences",
      "Permits for spirit used in industry (check the current excise policy)",
    ],
  },
  {
    department: "Legal Metrology (state Controller)",
    licenses: [
      "Registration of packers, manufacturers and importers of pre-packed goods (Rule 27, Legal Metrology (Packaged Commodities) Rules 2011)",
      "Licences to make, repair or deal in weights and measures",
      "Verification and stamping",
      "Import registration with the central Director",
    ],
  },
  {
    department: "GST: State Tax Department, Rajasthan / CBIC",
    licenses: ["GST registration above ₹40 lakh turnover (goods) or ₹20 lakh (services) in Rajasthan, or earlier for inter-state or e-commerce supplies"],
  },
  {
    department: "EPFO",
    licenses: ["Establishment code (20 or more employees)", "Monthly ECR", "UAN for members"],
  },
  {
    department: "ESIC",
    licenses: ["Employer code (10 or more persons)", "Insurance numbers for employees", "Monthly contributions"],
  },
  {
    department: "DGMS (Ministry of Labour and Employment)",
    licenses: [
      "Notice of opening of a mine",
      "Appointment of the manager and other officials",
      "Permissions under mine regulations",
      "Accident notices and returns",
    ],
  },
  {
    department: "Mines and Geology Department, Rajasthan / Indian Bureau of Mines",
    licenses: ["Mining lease, quarry licence and short-term permits", "Mining plan approval (Indian Bureau of Mines)"],
  },
  {
    department: "Electrical Inspectorate (Energy Department, Rajasthan)",
    licenses: [
      "Approval and inspection of installations above the notified voltage",
      "DG-set approval",
      "Electrical contractor licences and worker permits (CEA Safety Regulations 2023)",
    ],
  },
  {
    department: "PESO (Petroleum and Explosives Safety Organisation)",
    licenses: [
      "Licences to store petroleum and explosives",
      "Licences to store compressed gas cylinders and pressure vessels (Petroleum Rules 2002, Explosives Rules 2008, Gas Cylinder Rules 2016, SMPV(U) Rules 2016)",
    ],
  },
  {
    department: "Industries and Commerce Department / DIC / Bureau of Investment Promotion",
    licenses: ["Udyam (MSME) registration", "MSME Act acknowledgement certificate", "Single-window clearance", "Incentive schemes"],
  },
  {
    department: "Income Tax Department",
    licenses: ["PAN", "TAN (for TDS on salaries)"],
  },
  {
    department: "Ministry of Corporate Affairs / Registrar of Companies",
    licenses: ["Company or LLP incorporation", "Annual filings"],
  },
  {
    department: "DGFT",
    licenses: ["Importer-Exporter Code (IEC)"],
  },
  {
    department: "Employment Department (career centres) / Women and Child Development (District Officer)",
    licenses: ["Vacancy reporting under the Code on Social Security", "POSH Local Committee and annual-report filing"],
  },
];
