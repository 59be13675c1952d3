/**
 * The type-coercion helper of the spec's validation rules, exactly as listed:
 * integer, int8, int16, int32, int64 and number → number (0 when not numeric);
 * string and text → string; bool and boolean → true only for the string 'true' or boolean true;
 * float → float (0 when not numeric). Other types pass the value through.
 */
export function coerceValue(type: string, value: unknown): unknown {
  switch (type) {
    case 'integer':
    case 'int8':
    case 'int16':
    case 'int32':
    case 'int64':
    case 'number': {
      const n = Number(value);
      return value === '' || value === null || Number.isNaN(n) ? 0 : n;
    }
    case 'string':
    case 'text':
      return value === null || value === undefined ? '' : String(value);
    case 'bool':
    case 'boolean':
      return value === true || value === 'true';
    case 'float': {
      const f = parseFloat(String(value));
      return Number.isNaN(f) ? 0 : f;
    }
    default:
      return value;
  }
}
