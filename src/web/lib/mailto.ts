/**
 * A mailto link to one address, the address percent-encoded but for its `@`: a `?` or `&` stored in
 * an address (accepted before addresses were checked for them) cannot add a subject, a body or
 * further recipients to the mail the link opens.
 */
export const mailtoHref = (address: string) => `mailto:${encodeURIComponent(address).replace('%40', '@')}`;
