import { Clock, Handshake, Lightbulb, Scale, ShieldCheck, Users } from "lucide-react";
import type { ValueIcon as ValueIconName } from "../../../../contract/content/about.ts";

const icons: Record<ValueIconName, typeof Clock> = {
  scale: Scale,
  "shield-check": ShieldCheck,
  handshake: Handshake,
  lightbulb: Lightbulb,
  clock: Clock,
  users: Users,
};

export function ValueIcon({ name, className = "size-6" }: { name: ValueIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
