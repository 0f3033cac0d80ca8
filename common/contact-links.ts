// Link builders for the school's contact channels (no dependencies: the client bundles them).

/** A chat link of the messaging app with a prefilled message. */
export function messagingLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** tel: link from a displayed number ("+1 555 0100 100" -> "tel:+15550100100"). */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A standard UPI payment link (what the admission page's QR codes encode). */
export function paymentLink(id: string, name: string): string {
  return `upi://pay?pa=${encodeURIComponent(id)}&pn=${encodeURIComponent(name)}&cu=INR`;
}

/** The address searched in the visitor's map app (phones hand the link to the installed app). */
export function mapSearchLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
