import type { ImageRef } from "../shared/image-ref.ts";
import { courses, type Course } from "./courses.ts";
import type { DocumentSeo } from "./page-seo.ts";

/** The /internship page (SPEC 2.12): the programmes heading, the course cards and their buttons. */
export interface InternshipPage {
  seo: DocumentSeo;
  eyebrow: string;
  title: string;
  intro: string;
  illustration: ImageRef;
  facts: { label: string; value: string }[];
  courses: Course[];
  buttons: { curriculum: string; enroll: string; to: string };
  /** Explains what the buttons do, since curricula are sent on request rather than downloaded. */
  buttonsNote: string;
  help: { heading: string; text: string };
}

export const internshipPage: InternshipPage = {
  seo: {
    title: "Summer Training and Internship Programs 2025",
    description:
      "Summer training and internships in DevOps and cloud, data science with ML and AI, full stack web development and generative AI (6 weeks), and 15-day Linux, Python and frontend courses.",
  },
  eyebrow: "Students and fresh graduates",
  title: "SUMMER TRAINING / INTERNSHIP PROGRAMS 2025",
  intro:
    "Hands-on summer training in the skills employers are hiring for, taught by working professionals. Every programme ends with a project you can show at an interview and a completion certificate.",
  illustration: {
    src: "/images/internship/programs.svg",
    alt: "A laptop showing code with a graduation cap and a certificate",
    width: 480,
    height: 360,
  },
  facts: [
    { label: "Programmes", value: "7" },
    { label: "Longest", value: "6 weeks" },
    { label: "Trainings delivered", value: "1500+" },
  ],
  courses,
  buttons: { curriculum: "Download Curriculum", enroll: "Enroll Now", to: "/contact" },
  buttonsNote:
    "Curricula are e-mailed on request: use Download Curriculum or Enroll Now to reach our training desk, and we reply with the detailed syllabus, batch dates and fees within one working day.",
  help: {
    heading: "Not sure which programme to pick?",
    text: "Tell us what you are studying and what you want to do next; our trainers will suggest a programme and a batch.",
  },
};
