/** Whose documents: the signed-in person or one of their children (spec §6), as pages pass it. */
export interface DocPerson {
  id: string;
  name: string;
  isSelf: boolean;
}
