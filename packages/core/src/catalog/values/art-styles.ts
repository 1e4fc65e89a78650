/**
 * Art styles of video-to-video and animation (`style.art_style`).
 * Generated once from spec/openapi.json; these are suggestions, the service accepts others.
 */

/** Art styles of video-to-video. */
// prettier-ignore
export const videoToVideoArtStyles = [
  'Minecraft', 'Watercolor', 'Pixel', 'Retro Sci-Fi', 'Lego', 'Origami', 'Ghost', 'Sub-Zero',
  'Studio Ghibli', 'Comic', 'Impressionism', 'Master Chief', 'Solid Snake', 'Street Fighter', 'Hologram',
  'GTA', 'Clay', 'Mystique', 'Dragonball Z', 'Mario', 'Samurai', 'Spartan', 'Boba Fett', '3D Render',
  'Airbender', 'Android', 'Anime Warrior', 'Armored Knight', "Assassin's Creed", 'Avatar', 'Black Spiderman',
  'Bold Anime', 'Celestial Skin', 'Chinese Swordsmen', 'Cyberpunk', 'Cypher', 'Dark Fantasy', 'Future Bot',
  'Futuristic Fantasy', 'Ghibli Anime', 'Gundam', 'Illustration', 'Ink', 'Ink Poster', 'Jinx', 'Knight',
  'Link', 'Marble', 'Mech', 'Naruto', 'Neon Dream', 'No Art Style', 'Oil Painting', 'On Fire',
  'Painterly Anime', 'Pixar', 'Power Armor', 'Power Ranger', 'Radiant Anime', 'Realistic Anime',
  'Realistic Pixar', 'Retro Anime', 'Samurai Bot', 'Sharp Anime', 'Soft Anime', 'Starfield', 'The Void',
  'Tomb Raider', 'Underwater', 'Van Gogh', 'Viking', 'Western Anime', 'Wu Kong', 'Wuxia Anime', 'Zelda',
] as const;

/** Art styles of animation; `Custom` uses `style.art_style_custom`. */
// prettier-ignore
export const animationArtStyles = [
  'Custom', 'Painterly Illustration', 'Vibrant Matte Illustration', 'Traditional Watercolor', 'Cyberpunk',
  'Ink and Watercolor Portrait', 'Intricate Abstract Lines Portrait', '3D Render', 'Old School Comic',
  'Bold Colored Illustration', 'Synthwave', 'Minimal Cold Futurism', 'Futuristic Anime',
  'Cinematic Miyazaki', 'Studio Ghibli Film Still', 'Soft Delicate Matte Portrait', 'Cinematic Landscape',
  'Landscape Painting', 'Photograph', 'Jackson Pollock', 'Cubist', 'Abstract Minimalist', 'Impressionism',
  'Van Gogh', 'Woodcut', 'Oil Painting', 'Vintage Japanese Anime', 'Pixar', 'Cosmic', 'Pixel Art', 'Fantasy',
  'Arcane', 'Sin City', 'Double Exposure', 'Painted Cityscape', '90s Streets', 'Overgrown',
  'Postapocalyptic', 'Spooky', 'Miniatures', 'Low Poly', 'Art Deco', 'Inkpunk', 'Dark Graphic Illustration',
  'Dark Watercolor', 'Faded Illustration', 'Directed by AI',
] as const;
