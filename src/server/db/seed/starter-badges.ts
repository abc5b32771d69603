import type { BadgeCategory } from "../../../shared/constants";

/** The starter catalogue a new troop gets; images are shipped in public/badges. */
export type StarterBadge = {
  slug: string;
  name: string;
  description: string;
  category: BadgeCategory;
  requirements: string[];
  symbol: string;
};

export const STARTER_BADGES: StarterBadge[] = [
  {
    slug: "camper",
    name: "Camper",
    description: "Spend nights under canvas and learn to look after yourself and your kit outdoors.",
    category: "outdoor",
    symbol: "⛺",
    requirements: [
      "Help pitch and strike a tent with your patrol",
      "Pack your own kit for a night away using a kit list",
      "Spend at least two nights camping with your troop",
      "Explain how to keep warm and dry at night",
      "Leave your campsite cleaner than you found it",
    ],
  },
  {
    slug: "navigator",
    name: "Navigator",
    description: "Find your way with a map and compass, on paths and across open country.",
    category: "outdoor",
    symbol: "🧭",
    requirements: [
      "Name the parts of a compass and set it to north",
      "Read a six-figure grid reference on a map",
      "Recognise ten map symbols",
      "Plan a route of at least 5 km and estimate how long it takes",
      "Lead your patrol along the route you planned",
    ],
  },
  {
    slug: "naturalist",
    name: "Naturalist",
    description: "Discover the plants, birds and animals that live around your meeting place.",
    category: "outdoor",
    symbol: "🌿",
    requirements: [
      "Identify ten trees or plants near where you live",
      "Keep a nature diary for four weeks",
      "Build a bird feeder or bug hotel",
      "Explain the Countryside Code to a younger scout",
    ],
  },
  {
    slug: "community-helper",
    name: "Community Helper",
    description: "Give your time to make your neighbourhood a better place.",
    category: "community",
    symbol: "🤝",
    requirements: [
      "Find out about three organisations that help people in your area",
      "Give at least six hours of help to a local project",
      "Tell your troop what you did and what you learned",
    ],
  },
  {
    slug: "environmental-champion",
    name: "Environmental Champion",
    description: "Take action to look after the planet, starting with your own street.",
    category: "community",
    symbol: "♻️",
    requirements: [
      "Take part in a litter pick or clean-up",
      "Measure how much your household recycles for a week",
      "Plant a tree, shrub or wildflower patch",
      "Make a poster encouraging others to save energy",
    ],
  },
  {
    slug: "world-friend",
    name: "World Friend",
    description: "Learn about scouts and young people in other countries.",
    category: "community",
    symbol: "🌍",
    requirements: [
      "Find out how scouting started in another country",
      "Learn to greet someone in three languages",
      "Cook or taste a dish from another culture",
      "Exchange a message or postcard with a scout abroad",
    ],
  },
  {
    slug: "first-aid",
    name: "First Aid",
    description: "Know what to do when someone is hurt and keep calm in an emergency.",
    category: "skills",
    symbol: "⛑️",
    requirements: [
      "Show how to call the emergency services and what to tell them",
      "Put someone in the recovery position",
      "Treat a small cut and a graze",
      "Explain how to help someone who is choking",
      "Pack a simple first aid kit for a day hike",
    ],
  },
  {
    slug: "knots",
    name: "Knot Master",
    description: "Tie the knots every scout needs and know when to use them.",
    category: "skills",
    symbol: "🪢",
    requirements: [
      "Tie a reef knot and explain its use",
      "Tie a clove hitch around a pole",
      "Tie a bowline around your waist",
      "Whip the end of a rope",
      "Use knots to build a simple gadget for camp",
    ],
  },
  {
    slug: "cook",
    name: "Camp Cook",
    description: "Plan, cook and serve a meal for your patrol, safely.",
    category: "skills",
    symbol: "🍳",
    requirements: [
      "Plan a balanced menu for your patrol",
      "Shop for the ingredients within a budget",
      "Cook a two-course meal outdoors",
      "Show how to store food and wash up hygienically",
    ],
  },
  {
    slug: "artist",
    name: "Artist",
    description: "Create art in different ways and share it with others.",
    category: "creative",
    symbol: "🎨",
    requirements: [
      "Draw or paint a scene from a troop activity",
      "Try two art techniques you have not used before",
      "Make a design for a troop poster or camp blanket",
      "Show your work at a troop meeting",
    ],
  },
  {
    slug: "photographer",
    name: "Photographer",
    description: "Tell a story with pictures taken on troop adventures.",
    category: "creative",
    symbol: "📷",
    requirements: [
      "Learn how to hold a camera steady and frame a shot",
      "Take photos of a troop event from start to finish",
      "Choose your best five photos and explain why",
      "Know the rules about sharing photos of other people",
    ],
  },
  {
    slug: "storyteller",
    name: "Storyteller",
    description: "Entertain your troop with stories, songs or a campfire sketch.",
    category: "creative",
    symbol: "📖",
    requirements: [
      "Learn a traditional campfire story",
      "Write a short story or poem about an adventure",
      "Perform a sketch or song with your patrol",
    ],
  },
  {
    slug: "hiker",
    name: "Hiker",
    description: "Go further on foot and be ready for whatever the trail brings.",
    category: "adventurous",
    symbol: "🥾",
    requirements: [
      "Take part in three hikes of at least 8 km",
      "Pack the right kit and food for a day hike",
      "Check the weather forecast and plan for it",
      "Write a short log of one of your hikes",
    ],
  },
  {
    slug: "paddler",
    name: "Paddler",
    description: "Get out on the water in a canoe or kayak and stay safe.",
    category: "adventurous",
    symbol: "🛶",
    requirements: [
      "Swim 50 metres in clothes and a buoyancy aid",
      "Launch and land a canoe or kayak",
      "Paddle forwards, backwards and turn in a circle",
      "Explain what to do if you capsize",
    ],
  },
  {
    slug: "climber",
    name: "Climber",
    description: "Climb with care on a wall or rock face, and look after your partner.",
    category: "adventurous",
    symbol: "🧗",
    requirements: [
      "Put on a harness and helmet correctly",
      "Tie in with a figure-of-eight knot",
      "Complete three climbs on a wall or crag",
      "Explain the calls climbers use to stay safe",
    ],
  },
];
