/** A whole contact-form submission: a lead with a company and a service. */
export const LEAD = {
  name: 'Ada Buyer',
  email: 'ada@example.com',
  company: 'Acme Goods',
  service: 'listing_design',
  message: 'We need new listing images for 12 products.',
};

/** The fewest fields the contact form takes. */
export const CONTACT = {
  name: 'Ada Buyer',
  email: 'ada@example.com',
  service: 'other',
  message: 'Hello, we would like to talk about a project.',
};
