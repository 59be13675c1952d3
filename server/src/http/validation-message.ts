/** Turns ajv errors into one localized message that names the field, e.g. `email: is required`. */
import { fill, type LocalizedText } from '../i18n/localized-text';
import { VALIDATION_TEXT } from './messages';

interface AjvLikeError {
  keyword: string;
  instancePath?: string;
  params?: Record<string, any>;
  message?: string;
}

function fieldOf(e: AjvLikeError): string {
  const base = (e.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (e.keyword === 'required') return base ? `${base}.${e.params?.missingProperty}` : String(e.params?.missingProperty);
  if (e.keyword === 'additionalProperties') return base ? `${base}.${e.params?.additionalProperty}` : String(e.params?.additionalProperty);
  return base || 'body';
}

export function describeValidationError(errors: AjvLikeError[]): LocalizedText {
  const e = errors[0];
  if (!e) return VALIDATION_TEXT.invalidBody;
  const field = fieldOf(e);
  const p = e.params ?? {};
  const limit = { field, limit: p.limit };
  switch (e.keyword) {
    case 'required':
      return fill(VALIDATION_TEXT.required, { field });
    case 'type':
      if (p.type === 'object' && field === 'body') return fill(VALIDATION_TEXT.object, { field });
      return fill(VALIDATION_TEXT.type, { field, type: Array.isArray(p.type) ? p.type.join(' | ') : String(p.type) });
    case 'minLength':
      return p.limit === 1 ? fill(VALIDATION_TEXT.empty, { field }) : fill(VALIDATION_TEXT.minLength, limit);
    case 'maxLength':
      return fill(VALIDATION_TEXT.maxLength, limit);
    case 'minimum':
      return fill(VALIDATION_TEXT.minimum, limit);
    case 'maximum':
      return fill(VALIDATION_TEXT.maximum, limit);
    case 'minItems':
      return fill(VALIDATION_TEXT.minItems, limit);
    case 'maxItems':
      return fill(VALIDATION_TEXT.maxItems, limit);
    case 'enum':
      return fill(VALIDATION_TEXT.enum, { field, values: (p.allowedValues ?? []).map((v: unknown) => JSON.stringify(v)).join(', ') });
    case 'pattern':
    case 'format':
      return fill(VALIDATION_TEXT.format, { field });
    case 'additionalProperties':
      return fill(VALIDATION_TEXT.unknownField, { field });
    default:
      return fill(VALIDATION_TEXT.invalid, { field });
  }
}
