import { PART_MAX_CAPACITY, type LayoutPart } from '@sportkarta/contract/api/venue-layouts';

// Issue 25: a place's parts (a flat list, parents first) as the tree the editor draws.

export interface PartNode extends LayoutPart {
  children: PartNode[];
}

/** The root with its children in the server's order; null for a place without a layout. */
export function treeOf(parts: readonly LayoutPart[]): PartNode | null {
  const nodes = new Map(parts.map((p) => [p.id, { ...p, children: [] as PartNode[] }]));
  let root: PartNode | null = null;
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === null) root = node;
  }
  return root;
}

/** A leaf's capacity as typed: a whole number 1…10 000, or null. */
export function capacityOf(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,5}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= PART_MAX_CAPACITY ? n : null;
}

/** «Дорожка N» for the next child of a group whose children are lanes. */
export function nextName(group: PartNode, named: (n: number) => string): string {
  return named(group.children.length + 1);
}
