import { replyTemplateInputSchema } from '@prism/contracts';
import { fillReplyTemplate, renderLeadReply } from './lead-reply';

const LEAD = {
  name: 'Ada <Buyer>',
  service: 'listing_design',
  message: 'Line one\nLine <two>',
  createdAt: new Date('2026-11-02T10:00:00Z'),
  locale: 'en' as const,
};

describe('reply templates', () => {
  it('fills the name and the project type, spaces inside the braces allowed', () => {
    expect(
      fillReplyTemplate('Hi {{name}}, about your {{ projectType }}: {{other}}', LEAD, 'en'),
    ).toBe('Hi Ada <Buyer>, about your Listing Design: {{other}}');
  });

  it('names the project type in the language of the text', () => {
    expect(fillReplyTemplate('Votre projet ({{projectType}})', LEAD, 'fr')).toBe(
      'Votre projet (Conception de fiches produits)',
    );
  });

  it('refuses a template with an unknown placeholder, naming it', () => {
    const parsed = replyTemplateInputSchema.safeParse({
      name: 'T',
      body: { en: 'Hi', fr: 'Bonjour {{firstName}}' },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['body', 'fr'],
      message: 'Unknown placeholder {{firstName}}: use {{name}} or {{projectType}}',
    });
  });
  it.each(['{{constructor}}', '{{__proto__}}', '{{ hasOwnProperty }}', '{{name.x}}', '{{}}'])(
    'accepts only the documented names, not %s',
    (placeholder) => {
      const parsed = replyTemplateInputSchema.safeParse({
        name: 'T',
        body: { en: `Hi ${placeholder}`, fr: 'Bonjour' },
      });
      expect(parsed.error?.issues[0]).toMatchObject({
        path: ['body', 'en'],
        message: `Unknown placeholder ${placeholder.replace(/\s/g, '')}: use {{name}} or {{projectType}}`,
      });
    },
  );
});

describe('renderLeadReply', () => {
  it('quotes the lead under the reply and escapes both in the HTML', () => {
    const mail = renderLeadReply('Thanks <b>a lot</b>', LEAD);
    expect(mail.subject).toBe('Re: Your Listing Design inquiry');
    expect(mail.text).toBe(
      'Thanks <b>a lot</b>\n\nOn November 2, 2026, Ada <Buyer> wrote:\n> Line one\n> Line <two>\n',
    );
    expect(mail.html).toContain('Thanks &lt;b&gt;a lot&lt;/b&gt;');
    expect(mail.html).toContain('Line &lt;two&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('writes to a lead from a French page in French', () => {
    const mail = renderLeadReply('Merci!', { ...LEAD, locale: 'fr' });
    expect(mail.subject).toBe('Re\u00a0: Votre demande (Conception de fiches produits)');
    expect(mail.text).toBe(
      'Merci!\n\nLe 2 novembre 2026, Ada <Buyer> a écrit\u00a0:\n> Line one\n> Line <two>\n',
    );
    expect(mail.html).toContain('<html lang="fr-CA">');
  });
});
