import {
  Award,
  BookOpenCheck,
  Building2,
  CalendarDays,
  ClipboardCheck,
  Compass,
  Factory,
  FileSearch,
  FileText,
  Handshake,
  Headset,
  Pickaxe,
  Scale,
  ShieldCheck,
  Target,
  TrendingUp,
  UserCheck,
  UserSearch,
  Users,
  Wallet,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import type { MarketingIconName } from "../../../../contract/shared/marketing-icons.ts";

const icons: Record<MarketingIconName, LucideIcon> = {
  staffing: Users,
  audit: FileSearch,
  payroll: Wallet,
  establishment: Building2,
  factory: Factory,
  risk: ShieldCheck,
  recruitment: UserSearch,
  mines: Pickaxe,
  vendor: Handshake,
  compliance: ClipboardCheck,
  law: Scale,
  team: Users,
  report: FileText,
  target: Target,
  compass: Compass,
  strategy: Workflow,
  screening: UserCheck,
  support: Headset,
  handbook: BookOpenCheck,
  growth: TrendingUp,
  coaching: Award,
  calendar: CalendarDays,
};

/** The lucide icon a content entry names; decorative, since the text beside it says the same. */
export function MarketingIcon({ name, className = "size-6" }: { name: MarketingIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}

/** An icon in the soft navy tile the marketing cards use. */
export function IconTile({ name }: { name: MarketingIconName }) {
  return (
    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
      <MarketingIcon name={name} />
    </span>
  );
}
