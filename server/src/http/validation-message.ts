/** Turns ajv errors into one message that names the field, e.g. `email: must be a string`. */
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

export function describeValidationError(errors: AjvLikeError[]): string {
  const e = errors[0];
  if (!e) return 'invalid request body';
  const field = fieldOf(e);
  const p = e.params ?? {};
  switch (e.keyword) {
    case 'required': return `${field}: is required`;
    case 'type': return `${field}: must be ${Array.isArray(p.type) ? p.type.join(' or ') : p.type === 'object' && field === 'body' ? 'a JSON object' : `of type ${p.type}`}`;
    case 'minLength': return p.limit === 1 ? `${field}: must not be empty` : `${field}: must be at least ${p.limit} characters`;
    case 'maxLength': return `${field}: must be at most ${p.limit} characters`;
    case 'minimum': return `${field}: must be >= ${p.limit}`;
    case 'maximum': return `${field}: must be <= ${p.limit}`;
    case 'minItems': return `${field}: must have at least ${p.limit} items`;
    case 'maxItems': return `${field}: must have at most ${p.limit} items`;
    case 'enum': return `${field}: must be one of ${(p.allowedValues ?? []).map((v: unknown) => JSON.stringify(v)).join(', ')}`;
    case 'pattern':
    case 'format': return `${field}: has an invalid format`;
    case 'additionalProperties': return `${field}: unknown field`;
    default: return `${field}: ${e.message ?? 'is invalid'}`;
  }
}
