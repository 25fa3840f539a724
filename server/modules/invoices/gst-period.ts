/**
 * A GSTR-1 return period as [from, to) instants: a month `YYYY-MM`, or a quarter of the financial
 * year `YYYY-Qn` (the QRMP scheme's: Q1 April to June of YYYY … Q4 January to March of YYYY+1),
 * with days in Indian time; `fp` is the return's period as the GST portal writes it (MMYYYY of the
 * last month).
 */
export function gstPeriod(period: string): { from: string; to: string; fp: string } {
  const [yearText, part] = period.split("-") as [string, string];
  const year = Number(yearText);
  const [startYear, startMonth, months] = part.startsWith("Q")
    ? (() => {
        const q = Number(part.slice(1));
        const month = 4 + (q - 1) * 3; // 4, 7, 10, 13 (January of the next year)
        return [month > 12 ? year + 1 : year, month > 12 ? month - 12 : month, 3] as const;
      })()
    : ([year, Number(part), 1] as const);
  const istMidnight = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1) - 330 * 60_000);
  const endMonthIndex = startMonth - 1 + months; // 0-based month after the period
  const end = istMidnight(startYear + Math.floor(endMonthIndex / 12), (endMonthIndex % 12) + 1);
  const lastMonth = ((endMonthIndex - 1) % 12) + 1;
  const lastYear = startYear + Math.floor((endMonthIndex - 1) / 12);
  return {
    from: istMidnight(startYear, startMonth).toISOString(),
    to: end.toISOString(),
    fp: `${String(lastMonth).padStart(2, "0")}${lastYear}`,
  };
}
