// Plain trade colour names (the words a buyer and a mill use on a colour card): no novelty, pop-culture or trademarked
// names. Each name sits on a typical dyed-fabric shade; the analyzer names a measured colour by the nearest of these
// (CIEDE2000) and gives the nearest Pantone TCX beside it.
export const TRADE_COLOURS: readonly [string, string][] = [
  // whites and neutrals
  ['Optic White', '#F7F8F6'], ['White', '#F1F1EC'], ['Off White', '#EDEAE0'], ['Ivory', '#EEE7D3'], ['Cream', '#F0E4C8'], ['Ecru', '#E6DCC4'],
  ['Natural', '#E3D9C3'], ['Oatmeal', '#D8CCB3'], ['Bone', '#DDD5C3'], ['Stone', '#C9BFAC'], ['Sand', '#D2BF9C'], ['Beige', '#CDB894'],
  ['Light Beige', '#DECFB3'], ['Camel', '#B88B5A'], ['Tan', '#B99470'], ['Khaki', '#B8A77F'], ['Light Khaki', '#CFC3A0'], ['Taupe', '#8F8173'],
  ['Mushroom', '#A89B8C'], ['Greige', '#B3ACA0'], ['Putty', '#C2B8A3'], ['Biscuit', '#D6BE98'], ['Fawn', '#C4A484'], ['Mink', '#8A7565'],
  // greys and blacks
  ['Pale Grey', '#DCDCDA'], ['Light Grey', '#C4C5C4'], ['Silver Grey', '#B0B2B3'], ['Light Grey Marl', '#BDBDBA'], ['Grey Marl', '#9E9E9C'], ['Mid Grey', '#8C8E8F'],
  ['Grey', '#7F8183'], ['Steel Grey', '#6C7378'], ['Slate Grey', '#5F666D'], ['Dark Grey', '#55585B'], ['Dark Grey Marl', '#5A5A5A'], ['Charcoal', '#3F4245'],
  ['Charcoal Marl', '#4A4A4A'], ['Graphite', '#37393C'], ['Gunmetal', '#2F3438'], ['Anthracite', '#2B2D2F'], ['Off Black', '#252526'], ['Black', '#1B1B1C'],
  ['Jet Black', '#111112'], ['Warm Grey', '#8D8680'], ['Cool Grey', '#8A9096'], ['Dove Grey', '#A7A6A2'], ['Pewter', '#7C7D7A'], ['Ash', '#B5B4AE'],
  // browns
  ['Chocolate', '#4A3025'], ['Dark Brown', '#3D2B22'], ['Brown', '#654632'], ['Mid Brown', '#7A5540'], ['Chestnut', '#7B3F2A'], ['Cognac', '#8E4F2A'],
  ['Tobacco', '#7A5233'], ['Coffee', '#5A3F30'], ['Mocha', '#7A5C4A'], ['Walnut', '#5E4634'], ['Espresso', '#3A2A22'], ['Toffee', '#9A6A3E'],
  ['Caramel', '#A8713E'], ['Cinnamon', '#9D5C34'], ['Rust', '#A4482B'], ['Terracotta', '#B5573C'], ['Copper', '#A8603A'], ['Clay', '#A5705A'],
  ['Nutmeg', '#7E5238'], ['Hazel', '#8C6A46'], ['Bark', '#5C4A3D'], ['Umber', '#5B4032'], ['Sepia', '#6B4E35'], ['Cocoa', '#6E4F41'],
  // reds
  ['Red', '#C0282D'], ['Bright Red', '#D7262E'], ['Scarlet', '#CF2C2A'], ['True Red', '#BF1E2E'], ['Cherry', '#A3192C'], ['Crimson', '#A4203A'],
  ['Brick Red', '#9C3B2E'], ['Tomato', '#D5452F'], ['Poppy', '#D9402E'], ['Cardinal', '#8E1F2C'], ['Oxblood', '#5E1C22'], ['Burgundy', '#6B1F2E'],
  ['Wine', '#6F2232'], ['Maroon', '#5E2129'], ['Claret', '#7A2437'], ['Dark Red', '#7D1E24'], ['Ruby', '#9B1B3A'], ['Garnet', '#74243A'],
  // pinks
  ['Pink', '#E796AE'], ['Light Pink', '#F2C4CF'], ['Pale Pink', '#F3D6DA'], ['Baby Pink', '#F4C2CC'], ['Blush', '#EBC0B6'], ['Dusty Pink', '#D3A0A0'],
  ['Rose', '#C9717F'], ['Dusty Rose', '#BC8586'], ['Old Rose', '#B27A7E'], ['Hot Pink', '#DF3F7E'], ['Fuchsia', '#C93280'], ['Magenta', '#B82E7A'],
  ['Raspberry', '#A7305A'], ['Cerise', '#C1305E'], ['Bubblegum Pink', '#EE8BB0'], ['Salmon', '#E98C78'], ['Coral', '#E96F5F'], ['Peach', '#F1B595'],
  ['Apricot', '#EFA878'], ['Nude', '#D9B39B'], ['Powder Pink', '#EBCBCB'], ['Mauve', '#A97E8C'], ['Dusky Pink', '#C79393'], ['Candy Pink', '#F07FA3'],
  // oranges and yellows
  ['Orange', '#E8692C'], ['Bright Orange', '#F2701E'], ['Burnt Orange', '#BF5527'], ['Tangerine', '#F08733'], ['Pumpkin', '#D66A2A'], ['Amber', '#D88B2A'],
  ['Mango', '#F09A3A'], ['Saffron', '#E99F28'], ['Ochre', '#C28A2C'], ['Mustard', '#C9A032'], ['Gold', '#C99E3B'], ['Honey', '#D6A04A'],
  ['Yellow', '#F2CD2E'], ['Bright Yellow', '#F5D817'], ['Lemon', '#F2E25C'], ['Pale Yellow', '#F3E7A4'], ['Butter', '#F1E0A0'], ['Canary', '#F5DE4C'],
  ['Sunflower', '#F0B92C'], ['Straw', '#DCC883'], ['Vanilla', '#F1E6C0'], ['Maize', '#EEC95E'], ['Dark Mustard', '#A8832C'], ['Citrus', '#E6D23A'],
  // greens
  ['Green', '#2F8A4C'], ['Bright Green', '#2FA84F'], ['Kelly Green', '#1F8F4A'], ['Emerald', '#14815C'], ['Forest Green', '#2D4F37'], ['Bottle Green', '#1F4535'],
  ['Dark Green', '#23382B'], ['Hunter Green', '#2E4B3A'], ['Pine', '#2B5243'], ['Racing Green', '#1E3B2F'], ['Olive', '#6B6A3C'], ['Dark Olive', '#4A4A2E'],
  ['Khaki Green', '#7C7650'], ['Military Green', '#5B5E3F'], ['Army Green', '#4F5238'], ['Moss', '#7A7E48'], ['Sage', '#9EAA8A'], ['Light Sage', '#B9C3A8'],
  ['Mint', '#A8D8BC'], ['Pale Mint', '#C9E6D3'], ['Pistachio', '#B4C98E'], ['Lime', '#A6C83A'], ['Apple Green', '#7DB347'], ['Chartreuse', '#C2CD3A'],
  ['Grass Green', '#4E9A3E'], ['Jade', '#3A9477'], ['Seafoam', '#8CC7B0'], ['Eucalyptus', '#7E9E8A'], ['Fern', '#5F8555'], ['Leaf Green', '#5B8B3C'],
  ['Bottle', '#274A3C'], ['Teal Green', '#1E6F62'], ['Celadon', '#A8C5A5'], ['Avocado', '#6E7433'], ['Loden', '#4E5A44'], ['Juniper', '#3D5548'],
  // blues
  ['Navy', '#1E2A44'], ['Dark Navy', '#161E31'], ['Midnight Navy', '#141B2B'], ['French Navy', '#233252'], ['Ink Blue', '#1E2C4A'], ['Marine', '#253A66'],
  ['Blue', '#2F5DA8'], ['Royal Blue', '#2C4FA3'], ['Cobalt', '#1F4AA0'], ['Bright Blue', '#1E6CC8'], ['Ultramarine', '#2E3F9E'], ['Sapphire', '#1F3E8C'],
  ['Mid Blue', '#4C74AF'], ['Denim Blue', '#4B6A93'], ['Indigo', '#2B3A63'], ['Light Indigo', '#5C6F96'], ['Steel Blue', '#557494'], ['Slate Blue', '#5D6E8C'],
  ['Air Force Blue', '#5B7C99'], ['Dusty Blue', '#7F98B2'], ['Chambray Blue', '#8FA6C1'], ['Sky Blue', '#8DBBE0'], ['Light Blue', '#A9C7E3'], ['Pale Blue', '#C7DAEC'],
  ['Baby Blue', '#B6D3EC'], ['Powder Blue', '#B2C8DD'], ['Ice Blue', '#D2E2EE'], ['Cornflower', '#6F8FCF'], ['Azure', '#3E8ED0'], ['Cerulean', '#2A7AB8'],
  ['Petrol Blue', '#1F4E5F'], ['Teal', '#127277'], ['Dark Teal', '#0E4F55'], ['Aqua', '#4FB4BE'], ['Turquoise', '#2EA8B0'], ['Cyan', '#22A6C9'],
  ['Duck Egg', '#A9C8C4'], ['Storm Blue', '#4A5F73'], ['Prussian Blue', '#1D3449'], ['Electric Blue', '#1F5BD6'], ['Stone Blue', '#8796A6'], ['Blue Grey', '#6E7F8E'],
  // purples
  ['Purple', '#5E3A87'], ['Deep Purple', '#43295F'], ['Royal Purple', '#593A8F'], ['Violet', '#6F4BA3'], ['Plum', '#5E2F4E'], ['Aubergine', '#3F2335'],
  ['Grape', '#5A2F5E'], ['Lilac', '#B8A2CB'], ['Lavender', '#B1A3D1'], ['Pale Lilac', '#D6CBE2'], ['Mauve Purple', '#8E6C8E'], ['Heather', '#9A8AA6'],
  ['Orchid', '#B07AB0'], ['Amethyst', '#8A64A8'], ['Damson', '#4F2D47'], ['Mulberry', '#6C2E50'], ['Berry', '#7D2C55'], ['Boysenberry', '#6B2F48'],
  // metallic-look and others
  ['Silver', '#B8B9B7'], ['Champagne', '#E0CDA8'], ['Bronze', '#8C6236'], ['Pearl', '#E8E3D8'], ['Antique Gold', '#A8843E'], ['Rose Gold', '#C8917A'],
];
