/** The pages visited since the session started: what the example's two taps keep between them. */
export class VisitJournal {
  private paths: string[] = [];
  user: string | null = null;

  start(user: string): void {
    this.user = user;
    this.paths = [];
  }

  /** Records a page and returns how many this session has seen. */
  visit(path: string): number {
    this.paths.push(path);
    return this.paths.length;
  }

  get visited(): readonly string[] {
    return this.paths;
  }
}
