/** The icon names a course may carry (SPEC 3 "Internship item"); the page maps them to lucide icons. */
export type CourseIcon = "cloud" | "brain" | "code" | "ai" | "linux" | "python" | "frontend";

/** A training or internship course (SPEC 3: id, title, icon, duration, topics). */
export interface Course {
  id: string;
  title: string;
  icon: CourseIcon;
  duration: string;
  topics: string[];
}

/** The seven courses of SPEC 3, in its order, with its exact titles and durations. */
export const courses: Course[] = [
  {
    id: "devops-cloud",
    title: "DevOps & Cloud Computing",
    icon: "cloud",
    duration: "45 Days / 6 Weeks",
    topics: [
      "Linux and shell basics",
      "Git and CI/CD pipelines",
      "Docker and Kubernetes",
      "Cloud compute, storage and networking",
      "Monitoring and a deployed capstone project",
    ],
  },
  {
    id: "data-science",
    title: "Data Science with ML & AI",
    icon: "brain",
    duration: "45 Days / 6 Weeks",
    topics: [
      "Python for data: NumPy and pandas",
      "Statistics and data visualisation",
      "Supervised and unsupervised learning",
      "Model evaluation and tuning",
      "An end-to-end prediction project",
    ],
  },
  {
    id: "full-stack",
    title: "Full Stack Web Development",
    icon: "code",
    duration: "45 Days / 6 Weeks",
    topics: [
      "HTML, CSS and modern JavaScript",
      "React components and routing",
      "Node.js APIs",
      "SQL databases and authentication",
      "Deploying a complete web application",
    ],
  },
  {
    id: "generative-ai",
    title: "Generative AI",
    icon: "ai",
    duration: "45 Days / 6 Weeks",
    topics: [
      "How large language models work",
      "Prompt design and evaluation",
      "Retrieval-augmented generation",
      "Building AI assistants with APIs",
      "Responsible and safe use of AI",
    ],
  },
  {
    id: "linux",
    title: "Linux",
    icon: "linux",
    duration: "15 Days",
    topics: [
      "The command line and file system",
      "Users, groups and permissions",
      "Processes, services and logs",
      "Shell scripting basics",
    ],
  },
  {
    id: "python",
    title: "Python",
    icon: "python",
    duration: "15 Days",
    topics: [
      "Syntax, data types and control flow",
      "Functions and modules",
      "Files and error handling",
      "A small automation project",
    ],
  },
  {
    id: "frontend",
    title: "Frontend Development",
    icon: "frontend",
    duration: "15 Days",
    topics: [
      "Semantic HTML and accessibility",
      "Responsive CSS layouts",
      "JavaScript and the DOM",
      "A portfolio website project",
    ],
  },
];
