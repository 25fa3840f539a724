/** The kinds of establishment the compliance tools tell apart (calendar filter, applicability checker). */
export const establishmentKinds = [
  { id: "factory-power", label: "Factory using power" },
  { id: "factory-no-power", label: "Factory without power" },
  { id: "shop", label: "Shop or commercial establishment" },
  { id: "it", label: "IT or ITES office" },
  { id: "mine", label: "Mine" },
  { id: "construction", label: "Building or construction work" },
] as const;

export type EstablishmentKind = (typeof establishmentKinds)[number]["id"];

export const establishmentKindIds = establishmentKinds.map((k) => k.id) as EstablishmentKind[];

export const factoryKinds: readonly EstablishmentKind[] = ["factory-power", "factory-no-power"];

export function kindLabel(kind: EstablishmentKind): string {
  return establishmentKinds.find((k) => k.id === kind)?.label ?? kind;
}
