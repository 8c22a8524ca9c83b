import {
  accessibility,
  barbell,
  basketball,
  bicycle,
  boat,
  body,
  bowlingBall,
  disc,
  ellipse,
  fitness,
  football,
  footsteps,
  grid,
  handLeft,
  musicalNotes,
  snow,
  snowOutline,
  tennisball,
  tennisballOutline,
  trendingUp,
  trophyOutline,
  walk,
  water,
} from 'ionicons/icons';

// favouriteCategories.json names icons by their ionicons names; importing only these keeps
// the rest of the icon set out of the bundle.
const ICONS: Record<string, string> = {
  accessibility,
  barbell,
  basketball,
  bicycle,
  boat,
  body,
  'bowling-ball': bowlingBall,
  disc,
  ellipse,
  fitness,
  football,
  footsteps,
  grid,
  'hand-left': handLeft,
  'musical-notes': musicalNotes,
  snow,
  'snow-outline': snowOutline,
  tennisball,
  'tennisball-outline': tennisballOutline,
  'trending-up': trendingUp,
  walk,
  water,
};

export function categoryIcon(name: string): string {
  return ICONS[name] ?? trophyOutline;
}
