/** Invoice lines of business seats (issue 24 item 6, decision 0165); `amount` is per unit. */
const period = (from: string, to: string) => `(${from.slice(0, 10)} – ${to.slice(0, 10)})`;

/** A term of seats: quantity = seats, each at the seat price. */
export const businessTermLine = (from: string, to: string, seats: number, seatPrice: number) => ({
  description: `Business seats ${period(from, to)}`,
  quantity: seats,
  amount: seatPrice,
});

/** Seats added during a term: one line of their pro-rata amount (not a whole unit price). */
export const addedSeatsLine = (from: string, to: string, added: number, proRata: number) => ({
  description: `${added} business seat(s) added for the rest of the term ${period(from, to)}`,
  quantity: 1,
  amount: proRata,
});
