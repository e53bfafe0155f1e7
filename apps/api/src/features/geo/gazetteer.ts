// The places the services page can search without any external service: the areas and districts of
// Abu Dhabi city, Al Ain and Al Dhafra, and the main areas of the other emirates. Coordinates are
// approximate centres (WGS 84, decimal degrees), good to a kilometre or two: enough to list the vendors
// within the search radius, not for turn-by-turn directions. Abu Dhabi comes first: when a name is
// ambiguous, the earlier place wins.
import type { Emirate } from "@carcare/contracts";

/** One searchable place; aliases are other spellings and transliterations people type. */
export interface GazetteerPlace {
  name: string;
  emirate: Emirate;
  lat: number;
  lng: number;
  aliases?: readonly string[];
}

type Row = readonly [name: string, lat: number, lng: number, aliases?: readonly string[]];

const inEmirate = (emirate: Emirate, rows: readonly Row[]): GazetteerPlace[] =>
  rows.map(([name, lat, lng, aliases]) => ({ name, emirate, lat, lng, ...(aliases ? { aliases } : {}) }));

const ABU_DHABI_CITY: readonly Row[] = [
  ["Abu Dhabi", 24.4539, 54.3773, ["Abu Dhabi City", "Abudhabi", "Abu Zabi", "أبوظبي", "ابو ظبي"]],
  ["Al Markaziyah", 24.4895, 54.358, ["Markaziya", "Al Markaziya", "Downtown Abu Dhabi"]],
  ["Al Hosn", 24.4823, 54.3545, ["Qasr Al Hosn", "Al Husn"]],
  ["Al Danah", 24.4865, 54.3675, ["Al Dana"]],
  ["Al Zahiyah", 24.4955, 54.3805, ["Tourist Club Area", "Tourist Club", "Al Zahiya", "Abu Dhabi Mall"]],
  ["Al Khalidiyah", 24.47, 54.346, ["Khalidiya", "Al Khalidiya", "Khalidiyah"]],
  ["Al Bateen", 24.456, 54.339, ["Bateen", "Al Batin"]],
  ["Al Manhal", 24.4705, 54.3615, ["Manhal"]],
  ["Al Wahdah", 24.4695, 54.3725, ["Al Wahda", "Wahda", "Al Wahda Mall"]],
  ["Al Nahyan", 24.46, 54.388, ["Al Nahyan Camp", "Nahyan"]],
  ["Al Karamah", 24.455, 54.377, ["Karamah", "Al Karama Abu Dhabi"]],
  ["Al Muroor", 24.447, 54.395, ["Muroor", "Al Murour"]],
  ["Al Mushrif", 24.438, 54.39, ["Mushrif", "Al Mushref"]],
  ["Al Rawdah", 24.428, 54.405, ["Al Rowdah", "Al Rowda", "Rawdah"]],
  ["Al Ras Al Akhdar", 24.449, 54.322, ["Ras Al Akhdar", "Emirates Palace"]],
  ["Al Kasir", 24.4761, 54.3211, ["Breakwater", "Marina Mall", "Al Marina Abu Dhabi"]],
  ["Corniche", 24.474, 54.342, ["Abu Dhabi Corniche", "Corniche Road", "Al Corniche"]],
  ["Al Mina", 24.519, 54.376, ["Mina Zayed", "Port Zayed", "Meena"]],
  ["Al Reem Island", 24.499, 54.404, ["Reem Island", "Al Reem", "Shams Abu Dhabi"]],
  ["Al Maryah Island", 24.502, 54.389, ["Maryah Island", "Al Maryah", "Sowwah Island"]],
  ["Saadiyat Island", 24.54, 54.43, ["Al Saadiyat", "Saadiyat", "Sadiyat"]],
  ["Al Hudayriyat Island", 24.427, 54.32, ["Hudayriyat", "Hudayriat"]],
  ["Eastern Mangroves", 24.454, 54.418, ["Mangroves", "Mangrove National Park"]],
  [
    "Al Khaleej Al Arabi",
    24.4186,
    54.4338,
    ["ADNEC", "Capital Centre", "Abu Dhabi National Exhibition Centre"],
  ],
  ["Al Matar", 24.4283, 54.4581, ["Al Bateen Airport", "Old Airport"]],
  ["Zayed Sports City", 24.416, 54.453, ["Sports City Abu Dhabi"]],
  ["Sheikh Zayed Grand Mosque", 24.4128, 54.4749, ["Grand Mosque", "Zayed Grand Mosque"]],
  ["Al Maqtaa", 24.4037, 54.4938, ["Maqta", "Al Maqta", "Khor Al Maqta"]],
  ["Bain Al Jessrain", 24.405, 54.501, ["Between Two Bridges", "Bain Al Jesrain", "Qaryat Al Beri"]],
  ["Khalifa City", 24.419, 54.578, ["Khalifa City A", "Khalifa A", "Madinat Khalifa", "Madinat Khalifa A"]],
  ["Al Raha Gardens", 24.424, 54.57, ["Raha Gardens"]],
  ["Al Raha Beach", 24.449, 54.603, ["Raha Beach", "Al Bandar", "Al Muneera", "Al Zeina"]],
  ["Yas Island", 24.488, 54.608, ["Yas", "Jazirat Yas", "Yas Mall", "Ferrari World"]],
  ["Masdar City", 24.4267, 54.615, ["Masdar"]],
  [
    "Zayed International Airport",
    24.433,
    54.6511,
    ["Abu Dhabi Airport", "Abu Dhabi International Airport", "AUH"],
  ],
  ["Al Reef", 24.4555, 54.676, ["Al Reef Villas", "Reef"]],
  ["Al Falah", 24.445, 54.72, ["Falah", "Al Falah City"]],
  ["Shakhbout City", 24.365, 54.64, ["Khalifa City B", "Khalifa B", "Madinat Shakhbout"]],
  [
    "Mohammed Bin Zayed City",
    24.342,
    54.545,
    ["MBZ City", "MBZ", "Madinat Mohammed Bin Zayed", "Mohamed Bin Zayed City"],
  ],
  [
    "Mussafah",
    24.352,
    54.499,
    ["Musaffah", "Mussafah Industrial Area", "Musaffah Industrial", "Mussaffah", "مصفح"],
  ],
  [
    "Mussafah Shabiya",
    24.337,
    54.52,
    ["Shabiya", "Musaffah Shabiya", "Shabiya Khalifa", "Mussafah Residential"],
  ],
  ["ICAD", 24.31, 54.48, ["Industrial City of Abu Dhabi", "ICAD 1"]],
  ["Baniyas", 24.305, 54.635, ["Bani Yas", "Baniyas East", "Baniyas West", "Bawabat Al Sharq"]],
  ["Al Mafraq", 24.285, 54.59, ["Mafraq", "Mafraq Industrial"]],
  ["Al Wathba", 24.26, 54.61, ["Wathba", "Al Wathbah"]],
  ["Al Shamkha", 24.39, 54.71, ["Shamkha", "Al Shamkhah"]],
  ["Al Shawamekh", 24.345, 54.665, ["Shawamekh", "Al Shawamikh"]],
  ["Al Shahama", 24.52, 54.675, ["Shahama", "Al Shahamah"]],
  ["Al Bahia", 24.56, 54.655, ["Bahia", "Al Bahyah", "Al Bahiya"]],
  ["Al Rahba", 24.635, 54.7, ["Rahba", "Al Rahbah"]],
  ["Al Samha", 24.69, 54.74, ["Samha", "Al Samhah"]],
];

const AL_AIN: readonly Row[] = [
  ["Al Ain", 24.2075, 55.7447, ["Al Ain City", "Alain", "Al-Ain", "العين"]],
  ["Al Jimi", 24.247, 55.733, ["Jimi", "Al Jimi Mall"]],
  ["Al Muwaiji", 24.21, 55.725, ["Muwaiji", "Al Muwaijie"]],
  ["Al Towayya", 24.253, 55.763, ["Towayya", "Al Tiwayya", "Al Tawiya"]],
  ["Al Mutaredh", 24.224, 55.756, ["Mutaredh", "Al Mutarad"]],
  ["Al Jahili", 24.2166, 55.7535, ["Jahili", "Jahili Fort"]],
  ["Al Khabisi", 24.238, 55.747, ["Khabisi", "Al Khabeesi"]],
  ["Al Qattara", 24.262, 55.756, ["Qattara", "Al Qattarah"]],
  ["Al Hili", 24.286, 55.778, ["Hili", "Hili Archaeological Park"]],
  ["Al Foah", 24.318, 55.784, ["Foah", "Al Fouah"]],
  ["Al Masoudi", 24.195, 55.68, ["Masoudi", "Al Masudi"]],
  ["Al Maqam", 24.175, 55.68, ["Maqam"]],
  ["Al Ain Industrial Area", 24.188, 55.73, ["Sanaiya Al Ain", "Al Sanaiya", "Al Ain Sanaiya"]],
  ["Falaj Hazza", 24.17, 55.745, ["Falaj Hazzaa", "Falaj Hazaa"]],
  ["Zakher", 24.153, 55.7, ["Zakhir", "Al Zakher"]],
  ["Al Yahar", 24.233, 55.55, ["Yahar"]],
  ["Al Ain International Airport", 24.2617, 55.6092, ["Al Ain Airport", "AAN"]],
  ["Jebel Hafeet", 24.0587, 55.7766, ["Jabal Hafeet", "Jebel Hafit", "Hafeet"]],
  ["Mezyad", 24.04, 55.84, ["Mazyad", "Mezyad Fort"]],
  ["Al Hayer", 24.58, 55.76, ["Hayer", "Al Hayar"]],
  ["Sweihan", 24.467, 55.343, ["Swaihan", "Suwaihan"]],
  ["Al Wiqan", 23.58, 55.43, ["Al Wagan", "Al Wagon", "Wiqan"]],
  ["Al Quaa", 23.425, 55.195, ["Al Qua'a", "Al Qou'a", "Quaa"]],
];

const AL_DHAFRA: readonly Row[] = [
  [
    "Madinat Zayed",
    23.6833,
    53.7,
    ["Zayed City", "Bida Zayed", "Bida' Zayed", "Al Dhafra", "Al Dhafra Region", "Western Region"],
  ],
  ["Ruwais", 24.11, 52.73, ["Al Ruwais", "Ar Ruways"]],
  ["Ghayathi", 23.833, 52.805, ["Ghiyathi", "Ghayathy"]],
  ["Liwa Oasis", 23.135, 53.783, ["Liwa", "Mezairaa", "Mezaira'a", "Muzayri"]],
  ["Al Sila", 24.03, 51.75, ["Sila", "Silaa", "As Sila"]],
  ["Al Mirfa", 24.1, 53.45, ["Mirfa", "Al Marfa", "Marfa"]],
  ["Ghuwaifat", 24.12, 51.62, ["Al Ghuwaifat", "Ghuwaifat Border"]],
  ["Jebel Dhanna", 24.18, 52.57, ["Jabal Dhanna", "Jebel Dhana"]],
  ["Delma Island", 24.5, 52.31, ["Dalma", "Delma", "Dalma Island"]],
  ["Sir Bani Yas Island", 24.32, 52.6, ["Sir Bani Yas", "Sir Baniyas"]],
  ["Habshan", 23.83, 53.63, ["Habshaan"]],
];

const DUBAI: readonly Row[] = [
  ["Dubai", 25.2048, 55.2708, ["Dubai City", "Dubayy", "دبي"]],
  ["Deira", 25.27, 55.315, ["Dera", "Deira City Centre", "Al Rigga", "Al Muraqqabat"]],
  ["Bur Dubai", 25.258, 55.297, ["Al Fahidi", "Al Mankhool", "Mankhool", "Al Raffa"]],
  ["Al Karama", 25.246, 55.304, ["Karama", "Karama Dubai"]],
  ["Oud Metha", 25.234, 55.313, ["Oud Mehta", "Umm Hurair"]],
  ["Al Jaddaf", 25.221, 55.332, ["Jaddaf", "Culture Village"]],
  ["Al Satwa", 25.229, 55.276, ["Satwa"]],
  ["World Trade Centre", 25.2285, 55.287, ["Trade Centre", "DWTC", "Sheikh Zayed Road"]],
  ["DIFC", 25.2128, 55.28, ["Dubai International Financial Centre", "Financial Centre"]],
  ["Downtown Dubai", 25.1972, 55.2744, ["Downtown", "Burj Khalifa", "Dubai Mall"]],
  ["Business Bay", 25.186, 55.27, ["Bay Square"]],
  ["Jumeirah", 25.214, 55.252, ["Jumeira", "Jumeirah 1", "Jumeirah 2", "Jumeirah 3"]],
  ["Al Wasl", 25.195, 55.25, ["Wasl"]],
  ["Al Safa", 25.18, 55.24, ["Safa", "Al Safa 1", "Al Safa 2"]],
  ["Umm Suqeim", 25.146, 55.208, ["Umm Suqaim", "Umm Sequim", "Burj Al Arab"]],
  ["Al Quoz", 25.14, 55.23, ["Al Quoz Industrial Area", "Quoz", "Al Goze"]],
  ["Al Barsha", 25.11, 55.2, ["Barsha", "Al Barsha 1", "Mall of the Emirates"]],
  ["Al Sufouh", 25.108, 55.175, ["Sufouh", "Knowledge Village"]],
  ["Dubai Internet City", 25.095, 55.16, ["Internet City", "DIC"]],
  ["Dubai Media City", 25.093, 55.154, ["Media City", "DMC"]],
  ["Palm Jumeirah", 25.1124, 55.139, ["The Palm", "Palm", "Atlantis"]],
  ["Dubai Marina", 25.0805, 55.1403, ["Marina Dubai", "Marina Walk"]],
  ["Jumeirah Beach Residence", 25.078, 55.133, ["JBR", "The Walk"]],
  ["Jumeirah Lakes Towers", 25.07, 55.142, ["JLT"]],
  ["The Greens", 25.093, 55.172, ["Greens", "The Views"]],
  ["Emirates Hills", 25.068, 55.168, ["Emirates Hill"]],
  ["Discovery Gardens", 25.038, 55.142, ["Discovery Garden"]],
  ["Al Furjan", 25.03, 55.15, ["Furjan"]],
  ["Jebel Ali", 25.01, 55.07, ["Jebel Ali Free Zone", "JAFZA", "Jabal Ali"]],
  ["Dubai Investments Park", 24.983, 55.17, ["DIP", "Dubai Investment Park"]],
  ["Dubai South", 24.896, 55.161, ["Dubai World Central", "DWC", "Al Maktoum Airport"]],
  ["Jumeirah Village Circle", 25.06, 55.21, ["JVC"]],
  ["Jumeirah Village Triangle", 25.045, 55.19, ["JVT"]],
  ["Dubai Sports City", 25.04, 55.22, ["Sports City"]],
  ["Motor City", 25.046, 55.236, ["Dubai Motor City"]],
  ["Arabian Ranches", 25.055, 55.27, ["Ranches"]],
  ["Dubai Hills Estate", 25.105, 55.245, ["Dubai Hills", "Dubai Hills Mall"]],
  ["Meydan", 25.158, 55.302, ["Meydan City"]],
  ["Nad Al Sheba", 25.155, 55.325, ["Nad Al Shiba", "Nadd Al Sheba"]],
  ["Dubai Creek Harbour", 25.2, 55.345, ["Creek Harbour"]],
  ["Ras Al Khor Industrial Area", 25.18, 55.37, ["Ras Al Khor", "Ras Al Khor Industrial"]],
  ["Dubai Festival City", 25.222, 55.352, ["Festival City", "DFC"]],
  ["Al Garhoud", 25.243, 55.348, ["Garhoud", "Al Garhood", "Garhood"]],
  ["Dubai International Airport", 25.2532, 55.3657, ["DXB", "Dubai Airport"]],
  ["Al Twar", 25.265, 55.385, ["Twar", "Al Tawar"]],
  ["Al Qusais", 25.278, 55.38, ["Qusais", "Al Qusais Industrial Area"]],
  ["Al Nahda", 25.29, 55.368, ["Al Nahda Dubai", "Nahda Dubai"]],
  ["Al Mamzar", 25.296, 55.344, ["Mamzar"]],
  ["Al Rashidiya", 25.228, 55.39, ["Rashidiya", "Al Rashidiya Dubai"]],
  ["Mirdif", 25.222, 55.42, ["Mirdiff", "Mirdif City Centre"]],
  ["Muhaisnah", 25.265, 55.42, ["Muhaisnah 4", "Al Muhaisnah", "Sonapur"]],
  ["Al Khawaneej", 25.235, 55.475, ["Khawaneej", "Al Khawaneej 1"]],
  ["Al Warqa", 25.19, 55.41, ["Al Warqaa", "Warqa"]],
  ["International City", 25.165, 55.41, ["Dubai International City", "Dragon Mart"]],
  ["Dubai Silicon Oasis", 25.121, 55.382, ["Silicon Oasis", "DSO"]],
  ["Hatta", 24.8, 56.12, ["Hatta Dam"]],
];

const SHARJAH: readonly Row[] = [
  ["Sharjah", 25.3463, 55.4209, ["Sharjah City", "Al Sharjah", "Shj", "الشارقة"]],
  ["Al Majaz", 25.325, 55.387, ["Majaz", "Al Majaz Waterfront"]],
  ["Al Khan", 25.324, 55.372, ["Khan", "Al Khan Lagoon"]],
  ["Al Taawun", 25.315, 55.377, ["Taawun", "Al Taawon", "Al Tawun"]],
  ["Al Nahda Sharjah", 25.302, 55.373, ["Nahda Sharjah", "Al Nahda"]],
  ["Al Qasimia", 25.344, 55.398, ["Al Qasimiya", "Al Qassimiya", "Qasimia"]],
  ["Abu Shagara", 25.337, 55.392, ["Abu Shaghara", "Abushagara"]],
  ["Rolla", 25.356, 55.389, ["Al Rolla", "Rolla Square"]],
  ["Muwaileh", 25.298, 55.453, ["Muwailih", "Al Muwaileh", "Muweileh"]],
  [
    "Sharjah Industrial Area",
    25.305,
    55.41,
    ["Industrial Area Sharjah", "Sanaiya Sharjah", "Al Sanaiya Sharjah"],
  ],
  ["University City Sharjah", 25.292, 55.485, ["University City", "Sharjah University City"]],
  ["Sharjah International Airport", 25.3286, 55.5172, ["Sharjah Airport", "SHJ"]],
  ["Al Hamriyah", 25.47, 55.505, ["Hamriyah", "Hamriyah Free Zone", "Al Hamriya"]],
  ["Al Dhaid", 25.288, 55.881, ["Dhaid", "Al Dhaid City", "Adh Dhayd"]],
  ["Mleiha", 25.13, 55.88, ["Maleha", "Mleiha Archaeological Centre"]],
  ["Al Madam", 24.97, 55.79, ["Madam"]],
  ["Khor Fakkan", 25.339, 56.356, ["Khorfakkan", "Khor Fakan", "Khawr Fakkan", "خورفكان"]],
  ["Kalba", 25.051, 56.354, ["Kalbaa"]],
  ["Dibba Al-Hisn", 25.62, 56.272, ["Dibba Al Hisn", "Dibba Hisn", "Diba Al Hisn"]],
];

const AJMAN: readonly Row[] = [
  ["Ajman", 25.4052, 55.5136, ["Ajman City", "عجمان"]],
  ["Al Nuaimiya", 25.389, 55.452, ["Al Nuaimia", "Nuaimiya", "Al Nuaimiyah"]],
  ["Al Mowaihat", 25.388, 55.468, ["Mowaihat", "Al Mowaihat 1"]],
  ["Ajman Industrial Area", 25.38, 55.475, ["Ajman Industrial", "Al Jurf Industrial Area", "Al Jurf"]],
  ["Al Hamidiya", 25.398, 55.515, ["Hamidiya", "Al Hamidiyah"]],
  ["Al Zorah", 25.433, 55.495, ["Zorah", "Al Zora"]],
  ["Masfout", 24.827, 56.088, ["Masfut", "Musfut"]],
  ["Manama Ajman", 25.325, 56.0, ["Manama", "Al Manama"]],
];

const UMM_AL_QUWAIN: readonly Row[] = [
  [
    "Umm Al Quwain",
    25.5647,
    55.5552,
    ["UAQ", "Umm Al Qaiwain", "Umm Al Qiwain", "Umm Al-Quwain", "أم القيوين"],
  ],
  ["Al Salamah", 25.503, 55.589, ["Salamah", "Al Salama"]],
  ["Falaj Al Mualla", 25.33, 55.848, ["Falaj Al Moalla", "Falaj Mualla"]],
];

const RAS_AL_KHAIMAH: readonly Row[] = [
  ["Ras Al Khaimah", 25.7895, 55.9432, ["RAK", "Ras Al Khaima", "Ras Al-Khaimah", "RAK City", "رأس الخيمة"]],
  ["Al Nakheel", 25.793, 55.947, ["Nakheel RAK", "Al Nakheel RAK"]],
  ["Al Dhait", 25.75, 55.99, ["Dhait", "Al Dhait South", "Al Dhait North"]],
  ["Al Hamra Village", 25.692, 55.779, ["Al Hamra", "Al Hamra RAK"]],
  ["Al Marjan Island", 25.67, 55.742, ["Marjan Island", "Al Marjan"]],
  ["Al Jazirah Al Hamra", 25.71, 55.8, ["Jazirat Al Hamra", "Al Jazeera Al Hamra"]],
  ["Mina Al Arab", 25.73, 55.85, ["Mina Al Arab RAK"]],
  ["Al Rams", 25.878, 56.027, ["Rams", "Ar Rams"]],
  ["Digdaga", 25.668, 55.976, ["Digdagga", "Dekdaka"]],
  ["Khatt", 25.696, 56.087, ["Khatt Springs", "Khat"]],
  ["Shaam", 26.02, 56.08, ["Sha'am", "Al Shaam"]],
  ["Ras Al Khaimah International Airport", 25.6135, 55.9388, ["RAK Airport", "RKT"]],
];

const FUJAIRAH: readonly Row[] = [
  ["Fujairah", 25.1288, 56.3265, ["Fujairah City", "Al Fujairah", "Fujeirah", "الفجيرة"]],
  ["Dibba Al-Fujairah", 25.592, 56.261, ["Dibba", "Dibba Al Fujairah", "Dibba Fujairah", "Daba", "Diba"]],
  ["Masafi", 25.3, 56.165, ["Masafi Fujairah"]],
  ["Al Bidyah", 25.442, 56.353, ["Bidiyah", "Bidya", "Al Badiyah", "Bidyah"]],
  ["Al Aqah", 25.497, 56.357, ["Aqah", "Al Aqqa"]],
  ["Dadna", 25.523, 56.351, ["Al Dadna"]],
  ["Mirbah", 25.278, 56.364, ["Murbah", "Mirbah Fujairah"]],
  ["Qidfa", 25.31, 56.36, ["Qidfaa", "Qidfah"]],
  ["Fujairah International Airport", 25.1122, 56.324, ["Fujairah Airport", "FJR"]],
];

/** Every place, Abu Dhabi emirate first. */
export const GAZETTEER: readonly GazetteerPlace[] = [
  ...inEmirate("Abu Dhabi", ABU_DHABI_CITY),
  ...inEmirate("Abu Dhabi", AL_AIN),
  ...inEmirate("Abu Dhabi", AL_DHAFRA),
  ...inEmirate("Dubai", DUBAI),
  ...inEmirate("Sharjah", SHARJAH),
  ...inEmirate("Ajman", AJMAN),
  ...inEmirate("Umm Al Quwain", UMM_AL_QUWAIN),
  ...inEmirate("Ras Al Khaimah", RAS_AL_KHAIMAH),
  ...inEmirate("Fujairah", FUJAIRAH),
];
