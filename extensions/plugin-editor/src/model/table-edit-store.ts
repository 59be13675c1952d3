import { makeAutoObservable, toJS } from 'mobx';

/** Table editing state (the spec's state rules): add, edit or none. */
export type EditState = 'add' | 'edit' | 'none';

export interface TableSpec<Row> {
  /** Required fields in form order: the first empty one is focused on commit (the spec's validation rules). */
  required: (keyof Row & string)[];
  empty(): Row;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '';
}

/**
 * One thing-model table (properties, services or events). Adding pushes a row; editing replaces the row at its
 * index; cancel clears the state. Only one row is editable at a time. Every committed change or delete calls
 * `onCustomEdit` (custom edits mark the option as custom, the spec's state rules).
 */
export class TableEditStore<Row extends object> {
  rows: Row[];
  state: EditState = 'none';
  editIndex = -1;
  draft: Row | null = null;

  constructor(
    private readonly spec: TableSpec<Row>,
    rows: Row[] = [],
    private readonly onCustomEdit: () => void = () => {},
  ) {
    this.rows = rows;
    makeAutoObservable<this, 'spec' | 'onCustomEdit'>(this, { spec: false, onCustomEdit: false }, { autoBind: true });
  }

  get editing(): boolean {
    return this.state !== 'none';
  }

  /** Starts adding: pushes an empty row and edits it. Refused while another row is being edited. */
  startAdd(): boolean {
    if (this.editing) return false;
    const row = this.spec.empty();
    this.rows.push(row);
    this.editIndex = this.rows.length - 1;
    this.draft = { ...row };
    this.state = 'add';
    return true;
  }

  /** Starts editing row `index` on a copy. Refused while another row is being edited. */
  startEdit(index: number): boolean {
    if (this.editing || index < 0 || index >= this.rows.length) return false;
    this.editIndex = index;
    this.draft = structuredClone(toJS(this.rows[index])) as Row;
    this.state = 'edit';
    return true;
  }

  setDraft(patch: Partial<Row>): void {
    if (this.draft) this.draft = { ...this.draft, ...patch };
  }

  replaceDraft(row: Row): void {
    if (this.draft) this.draft = row;
  }

  /** The first required field of the draft that is empty, or null. */
  firstMissing(): (keyof Row & string) | null {
    if (!this.draft) return null;
    const draft = this.draft as Record<string, unknown>;
    return this.spec.required.find((f) => isEmpty(draft[f])) ?? null;
  }

  /** Saves the draft into its row. Returns the first missing required field instead when there is one. */
  commit(): (keyof Row & string) | null {
    if (!this.draft) return null;
    const missing = this.firstMissing();
    if (missing) return missing;
    this.rows[this.editIndex] = this.draft;
    this.clear();
    this.onCustomEdit();
    return null;
  }

  /** Cancel clears the state; a row being added is taken back out. */
  cancel(): void {
    if (this.state === 'add') this.rows.splice(this.editIndex, 1);
    this.clear();
  }

  /** Removes a row (after the caller's confirmation). */
  remove(index: number): void {
    if (index < 0 || index >= this.rows.length) return;
    if (this.editing) {
      if (index === this.editIndex) {
        this.clear();
      } else if (index < this.editIndex) {
        this.editIndex -= 1;
      }
    }
    this.rows.splice(index, 1);
    this.onCustomEdit();
  }

  /** Replaces every row without marking the model custom (choosing a standard model). */
  replaceAll(rows: Row[]): void {
    this.clear();
    this.rows = rows.map((r) => structuredClone(toJS(r)) as Row);
  }

  private clear(): void {
    this.state = 'none';
    this.editIndex = -1;
    this.draft = null;
  }
}
