import {
  Brain,
  Clock,
  Cloud,
  CodeXml,
  Download,
  LayoutTemplate,
  Sparkles,
  Terminal,
  FileCode2,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import type { Course, CourseIcon } from "../../../../contract/content/courses.ts";
import { buttonClass } from "../../ui/button.tsx";

const icons: Record<CourseIcon, LucideIcon> = {
  cloud: Cloud,
  brain: Brain,
  code: CodeXml,
  ai: Sparkles,
  linux: Terminal,
  python: FileCode2,
  frontend: LayoutTemplate,
};

/**
 * One programme card. The spec defines no action for its two buttons. No curriculum file exists to
 * download, and a greyed-out "coming soon" button would look unfinished, so both lead to the
 * contact page, where the training desk sends the syllabus or takes the enrolment (the page says so).
 */
export function CourseCard({
  course,
  buttons,
}: {
  course: Course;
  buttons: { curriculum: string; enroll: string; to: string };
}) {
  const Icon = icons[course.icon];
  const titleId = `course-${course.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
    >
      <div className="flex items-start justify-between gap-4">
        <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-ink">
          <Clock className="size-4" aria-hidden="true" />
          <span className="sr-only">Duration: </span>
          {course.duration}
        </span>
      </div>
      <h3 id={titleId} className="mt-4 text-xl font-bold">
        {course.title}
      </h3>
      <ul className="mt-4 flex-1 space-y-2 text-muted" aria-label={`${course.title} topics`}>
        {course.topics.map((topic) => (
          <li key={topic} className="flex gap-2">
            <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-strong" aria-hidden="true" />
            {topic}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to={buttons.to}
          className={buttonClass("outline", "md", "flex-1 whitespace-nowrap")}
          aria-label={`${buttons.curriculum}: ${course.title}`}
        >
          <Download className="size-4" aria-hidden="true" />
          {buttons.curriculum}
        </Link>
        <Link
          to={buttons.to}
          className={buttonClass("primary", "md", "flex-1 whitespace-nowrap")}
          aria-label={`${buttons.enroll}: ${course.title}`}
        >
          {buttons.enroll}
        </Link>
      </div>
    </article>
  );
}
