/** The <option>s of a rating select, best first: "5 stars" ... "1 star". */
export function RatingOptions() {
  return [5, 4, 3, 2, 1].map((n) => (
    <option key={n} value={n}>
      {n} {n === 1 ? "star" : "stars"}
    </option>
  ));
}
