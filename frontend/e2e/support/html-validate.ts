import { HtmlValidate } from 'html-validate';

// The HTML standard's rules and a document's (doctype, lang, title…), without the style
// opinions of html-validate's "recommended" preset.
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
});

/** Each finding of html-validate in a page, as "rule: message (line:column)". */
export async function htmlFindings(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.ruleId}: ${message.message} (${message.line}:${message.column})`,
    ),
  );
}
