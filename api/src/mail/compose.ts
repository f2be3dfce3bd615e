// Every mail the API sends, written once as blocks and rendered twice: a plain-text part (what mail clients
// without HTML, and the tests, read) and an HTML part in the company's look. Whatever a person typed is escaped
// before it reaches the HTML; links are only the ones the API builds.
import { type Language, stopMailsLabel } from '@fitout/shared';
import type { Mail, MailKind } from './mail.ts';

/** A paragraph; a link shown as a button (its bare address in the text part); or label–value rows. */
export type Block = string | { link: string; label: string } | { rows: readonly (readonly [string, string])[] };

/** A mail a customer may turn off (mail-preferences/): the site's page that does it, and the one-click address. */
export type Unsubscribe = { page: string; oneClick: string };

export type MailContent = {
  to: string;
  subject: string;
  language?: Language;
  blocks: readonly Block[];
  replyTo?: string;
  kind?: MailKind;
  /** Ends the mail with a "Stop these mails" line and link, and sends the List-Unsubscribe headers. */
  unsubscribe?: Unsubscribe;
};

const COMPANY = 'Fit-out';
const BRAND = { accent: '#9c5b2e', text: '#1d1b18', muted: '#5d574f', background: '#faf8f5', surface: '#ffffff', line: '#e7e1d8' };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** Escaped, with line breaks kept (messages and notes keep their lines). */
const htmlLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

const stopLine = (unsubscribe: Unsubscribe, language: Language) => `${stopMailsLabel[language]}: ${unsubscribe.page}`;

function textPart(blocks: readonly Block[], unsubscribe?: Unsubscribe, language: Language = 'en'): string {
  return [...blocks, ...(unsubscribe ? [stopLine(unsubscribe, language)] : [])]
    .map((block) => {
      if (typeof block === 'string') return block;
      if ('link' in block) return block.link;
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    })
    .join('\n\n');
}

function htmlBlock(block: Block, align: 'left' | 'right'): string {
  if (typeof block === 'string') return `<p style="margin:0 0 16px;line-height:1.6">${htmlLines(block)}</p>`;
  if ('link' in block) {
    const href = escapeHtml(block.link);
    return `<p style="margin:8px 0 24px"><a href="${href}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:${BRAND.accent};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(block.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${BRAND.muted};word-break:break-all">${href}</p>`;
  }
  const rows = block.rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:${align};vertical-align:top;padding:${align === 'left' ? '6px 12px 6px 0' : '6px 0 6px 12px'};color:${BRAND.muted};font-weight:500;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;text-align:${align}">${htmlLines(value || '-')}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows}</table>`;
}

function htmlPart(content: MailContent): string {
  const language = content.language ?? 'en';
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  const body = content.blocks.map((block) => htmlBlock(block, align)).join('\n');
  const stop = content.unsubscribe
    ? `<br><a href="${escapeHtml(content.unsubscribe.page)}" style="color:${BRAND.muted};text-decoration:underline">${stopMailsLabel[language]}</a>`
    : '';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${BRAND.background}">
<table role="presentation" width="100%" style="border-collapse:collapse;background:${BRAND.background}"><tr><td style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;border-collapse:collapse;background:${BRAND.surface};border:1px solid ${BRAND.line};border-radius:12px" dir="${dir}">
<tr><td style="padding:20px 28px;border-bottom:3px solid ${BRAND.accent};font-family:Georgia,'Times New Roman',serif;font-size:20px;font-weight:600;color:${BRAND.text};text-align:${align}">${COMPANY}</td></tr>
<tr><td style="padding:24px 28px 8px;font-family:-apple-system,'Segoe UI',Roboto,Tahoma,Arial,sans-serif;font-size:15px;color:${BRAND.text};text-align:${align}">
${body}
</td></tr>
<tr><td style="padding:16px 28px 24px;font-family:-apple-system,'Segoe UI',Roboto,Tahoma,Arial,sans-serif;font-size:12px;color:${BRAND.muted};text-align:${align}">${language === 'ar' ? 'فِت أوت، شارع التسعين، القاهرة الجديدة، مصر' : `${COMPANY}, 90th Street, New Cairo, Egypt`}${stop}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

/** The mail to queue: both parts from the same blocks. */
export function composeMail(content: MailContent): Mail {
  return {
    to: content.to,
    subject: content.subject,
    text: textPart(content.blocks, content.unsubscribe, content.language),
    html: htmlPart(content),
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(content.kind ? { kind: content.kind } : {}),
    ...(content.unsubscribe ? { listUnsubscribe: content.unsubscribe.oneClick } : {}),
  };
}
