// SymbolGlyphs.swift: common SF Symbols drawn as the nearest icon of Google's Material Icons font.
// Rule: SF Symbols may not be redistributed or drawn off Apple platforms (Apple: "SF Symbols" licence); Material Icons
// (Apache License 2.0, Debian package fonts-material-design-icons-iconfont, MaterialIcons-Regular.ttf) covers most
// everyday symbols with the same meaning. A symbol is sized like text (Apple: "Configuring and displaying symbol
// images in your UI"): the glyph is set in the icon font at 1.2 × the environment's font size, since Material Icons
// draw in the middle 20/24 of their em (Google: Material Icons guide, "24dp icons with 2dp padding") — close to an SF
// Symbol's box at the same point size. A name without an entry, or a machine without the font, keeps the placeholder
// glyph (SymbolPlaceholder.swift). The table lists SF names, then the Material icon's code point and name.

import Foundation
import Scene
import Text

enum SymbolGlyphs {
    /// Where Debian installs the font (scripts/setup installs the package).
    static let fontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    static let available = FileManager.default.fileExists(atPath: fontPath)
    /// The icon's size over the text's (see the file header).
    static let scale = 1.2

    /// The Text content of symbol `name` drawn as an icon; nil when there is none.
    static func content(_ name: String) -> TextContent? {
        guard available, let code = codePoint(name), let scalar = Unicode.Scalar(code) else { return nil }
        var content = TextContent(String(Character(scalar)))
        content.symbolName = name
        return content
    }

    /// Whether `name` is drawn as an icon.
    static func hasGlyph(_ name: String) -> Bool { available && codePoint(name) != nil }

    /// The icon for `name`: its entry, else the entry of its base symbol. SF Symbols names a variant by appending
    /// an enclosure or a fill to a base name (Apple: "SF Symbols" — variants: `.circle`, `.square`, `.fill`, …;
    /// `arrow.right.square.fill` is `arrow.right` in a filled square), so dropping trailing variant components
    /// finds the same meaning: a filled base (`heart.fill` for `heart.circle.fill`) first, then the plain base.
    static func codePoint(_ name: String) -> UInt32? {
        if let code = table[name] { return code }
        var parts = name.split(separator: ".").map(String.init)
        var bases: [String] = []
        while parts.count > 1, let last = parts.last, variantComponents.contains(last) {
            parts.removeLast()
            bases.append(parts.joined(separator: "."))
        }
        if name.hasSuffix(".fill"), let code = bases.lazy.compactMap({ table[$0 + ".fill"] }).first { return code }
        return bases.lazy.compactMap { table[$0] }.first
    }

    /// Trailing name components that select a variant of the same symbol, not another symbol.
    static let variantComponents: Set<String> = [
        "fill", "circle", "square", "rectangle", "badge", "filled", "inverse", "roundedbottom", "roundedtop",
    ]

    static let table: [String: UInt32] = [
        "heart": 0xE87E,  // favorite_border
        "heart.fill": 0xE87D,  // favorite
        "heart.circle": 0xE87E,  // favorite_border
        "star": 0xE83A,  // star_border
        "star.fill": 0xE838,  // star
        "star.leadinghalf.filled": 0xE839,  // star_half
        "star.circle": 0xE8D0,  // stars
        "house": 0xE88A,  // home
        "house.fill": 0xE88A,  // home
        "gear": 0xE8B8,  // settings
        "gearshape": 0xE8B8,  // settings
        "gearshape.fill": 0xE8B8,  // settings
        "gearshape.2": 0xE8B8,  // settings
        "magnifyingglass": 0xE8B6,  // search
        "plus": 0xE145,  // add
        "plus.circle": 0xE148,  // add_circle_outline
        "plus.circle.fill": 0xE147,  // add_circle
        "plus.square": 0xE146,  // add_box
        "minus": 0xE15B,  // remove
        "minus.circle": 0xE15D,  // remove_circle_outline
        "minus.circle.fill": 0xE15C,  // remove_circle
        "xmark": 0xE5CD,  // close
        "xmark.circle": 0xE888,  // highlight_off
        "xmark.circle.fill": 0xE5C9,  // cancel
        "trash": 0xE92E,  // delete_outline
        "trash.fill": 0xE872,  // delete
        "person": 0xE7FF,  // person_outline
        "person.fill": 0xE7FD,  // person
        "person.circle": 0xE853,  // account_circle
        "person.circle.fill": 0xE853,  // account_circle
        "person.crop.circle": 0xE853,  // account_circle
        "person.crop.circle.fill": 0xE853,  // account_circle
        "person.2": 0xE7FB,  // people
        "person.2.fill": 0xE7FB,  // people
        "person.3": 0xF233,  // groups
        "person.3.fill": 0xF233,  // groups
        "person.badge.plus": 0xE7FE,  // person_add
        "bell": 0xE7F5,  // notifications_none
        "bell.fill": 0xE7F4,  // notifications
        "bell.slash": 0xE7F6,  // notifications_off
        "chevron.right": 0xE5CC,  // chevron_right
        "chevron.left": 0xE5CB,  // chevron_left
        "chevron.down": 0xE5CF,  // expand_more
        "chevron.up": 0xE5CE,  // expand_less
        "chevron.up.chevron.down": 0xE5D7,  // unfold_more
        "chevron.forward": 0xE5CC,  // chevron_right
        "chevron.backward": 0xE5CB,  // chevron_left
        "checkmark": 0xE5CA,  // check
        "checkmark.circle": 0xE92D,  // check_circle_outline
        "checkmark.circle.fill": 0xE86C,  // check_circle
        "checkmark.square": 0xE834,  // check_box
        "checkmark.seal": 0xEF76,  // verified
        "checkmark.seal.fill": 0xEF76,  // verified
        "info.circle": 0xE88F,  // info_outline
        "info.circle.fill": 0xE88E,  // info
        "info": 0xE88F,  // info_outline
        "questionmark": 0xEB8B,  // question_mark
        "questionmark.circle": 0xE8FD,  // help_outline
        "questionmark.circle.fill": 0xE887,  // help
        "envelope": 0xE0E1,  // mail_outline
        "envelope.fill": 0xE158,  // mail
        "phone": 0xE0CD,  // phone
        "phone.fill": 0xE0CD,  // phone
        "camera": 0xE412,  // photo_camera
        "camera.fill": 0xE412,  // photo_camera
        "pencil": 0xE3C9,  // edit
        "pencil.circle": 0xE3C9,  // edit
        "square.and.pencil": 0xE745,  // edit_note
        "square.and.arrow.up": 0xE6B8,  // ios_share
        "square.and.arrow.down": 0xE2C4,  // file_download
        "lock": 0xE899,  // lock_outline
        "lock.fill": 0xE897,  // lock
        "lock.open": 0xE898,  // lock_open
        "calendar": 0xE935,  // calendar_today
        "cloud": 0xE2C2,  // cloud_queue
        "cloud.fill": 0xE2BD,  // cloud
        "cloud.rain": 0xE3EA,  // grain
        "cloud.rain.fill": 0xE3EA,  // grain
        "cloud.sun": 0xE42D,  // wb_cloudy
        "cloud.sun.fill": 0xE42D,  // wb_cloudy
        "cloud.bolt": 0xEBDB,  // thunderstorm
        "cloud.bolt.fill": 0xEBDB,  // thunderstorm
        "sun.max": 0xE430,  // wb_sunny
        "sun.max.fill": 0xE430,  // wb_sunny
        "sun.min": 0xE1AD,  // brightness_low
        "moon": 0xE51C,  // dark_mode
        "moon.fill": 0xE51C,  // dark_mode
        "moon.stars": 0xEA46,  // nights_stay
        "moon.stars.fill": 0xEA46,  // nights_stay
        "bookmark": 0xE867,  // bookmark_border
        "bookmark.fill": 0xE866,  // bookmark
        "play": 0xE037,  // play_arrow
        "play.fill": 0xE037,  // play_arrow
        "play.circle": 0xE039,  // play_circle_outline
        "play.circle.fill": 0xE1C4,  // play_circle
        "pause": 0xE034,  // pause
        "pause.fill": 0xE034,  // pause
        "pause.circle": 0xE036,  // pause_circle_outline
        "pause.circle.fill": 0xE1A2,  // pause_circle
        "stop": 0xE047,  // stop
        "stop.fill": 0xE047,  // stop
        "backward.fill": 0xE020,  // fast_rewind
        "forward.fill": 0xE01F,  // fast_forward
        "backward.end.fill": 0xE045,  // skip_previous
        "forward.end.fill": 0xE044,  // skip_next
        "arrow.left": 0xE5C4,  // arrow_back
        "arrow.right": 0xE5C8,  // arrow_forward
        "arrow.up": 0xE5D8,  // arrow_upward
        "arrow.down": 0xE5DB,  // arrow_downward
        "arrow.clockwise": 0xE5D5,  // refresh
        "arrow.counterclockwise": 0xE042,  // replay
        "arrow.triangle.2.circlepath": 0xE627,  // sync
        "arrow.down.circle": 0xF090,  // download
        "arrow.up.circle": 0xF09B,  // upload
        "arrow.up.arrow.down": 0xE8D5,  // swap_vert
        "line.3.horizontal": 0xE5D2,  // menu
        "line.horizontal.3": 0xE5D2,  // menu
        "line.3.horizontal.decrease": 0xE152,  // filter_list
        "line.3.horizontal.decrease.circle": 0xE152,  // filter_list
        "ellipsis": 0xE5D3,  // more_horiz
        "ellipsis.circle": 0xE5D3,  // more_horiz
        "ellipsis.vertical": 0xE5D4,  // more_vert
        "location": 0xE569,  // near_me
        "location.fill": 0xE569,  // near_me
        "location.north": 0xE55D,  // navigation
        "mappin": 0xE55F,  // place
        "mappin.circle": 0xE55F,  // place
        "mappin.and.ellipse": 0xE55F,  // place
        "map": 0xE55B,  // map
        "map.fill": 0xE55B,  // map
        "cart": 0xE8CC,  // shopping_cart
        "cart.fill": 0xE8CC,  // shopping_cart
        "cart.badge.plus": 0xE854,  // add_shopping_cart
        "bag": 0xF1CC,  // shopping_bag
        "bag.fill": 0xF1CC,  // shopping_bag
        "photo": 0xE410,  // photo
        "photo.fill": 0xE410,  // photo
        "photo.on.rectangle": 0xE413,  // photo_library
        "mic": 0xE029,  // mic
        "mic.fill": 0xE029,  // mic
        "mic.slash": 0xE02B,  // mic_off
        "paperplane": 0xE163,  // send
        "paperplane.fill": 0xE163,  // send
        "bolt": 0xEA0B,  // bolt
        "bolt.fill": 0xEA0B,  // bolt
        "circle": 0xE836,  // radio_button_unchecked
        "circle.fill": 0xEF4A,  // circle
        "largecircle.fill.circle": 0xE837,  // radio_button_checked
        "hand.thumbsup": 0xE8DC,  // thumb_up
        "hand.thumbsup.fill": 0xE8DC,  // thumb_up
        "hand.thumbsdown": 0xE8DB,  // thumb_down
        "hand.thumbsdown.fill": 0xE8DB,  // thumb_down
        "hand.raised": 0xE925,  // pan_tool
        "message": 0xE0CB,  // chat_bubble_outline
        "message.fill": 0xE0CA,  // chat_bubble
        "bubble.left": 0xE0CB,  // chat_bubble_outline
        "bubble.left.fill": 0xE0CA,  // chat_bubble
        "bubble.right": 0xE0CB,  // chat_bubble_outline
        "bubble.right.fill": 0xE0CA,  // chat_bubble
        "bubble.left.and.bubble.right": 0xE0BF,  // forum
        "bubble.left.and.bubble.right.fill": 0xE0BF,  // forum
        "text.bubble": 0xE0B7,  // chat
        "globe": 0xE894,  // language
        "wifi": 0xE63E,  // wifi
        "battery.100": 0xE1A4,  // battery_full
        "eye": 0xE8F4,  // visibility
        "eye.fill": 0xE8F4,  // visibility
        "eye.slash": 0xE8F5,  // visibility_off
        "eye.slash.fill": 0xE8F5,  // visibility_off
        "clock": 0xE8B5,  // schedule
        "clock.fill": 0xE8B5,  // schedule
        "alarm": 0xE855,  // alarm
        "timer": 0xE425,  // timer
        "stopwatch": 0xE425,  // timer
        "hourglass": 0xE88B,  // hourglass_empty
        "flag": 0xE153,  // flag
        "flag.fill": 0xE153,  // flag
        "folder": 0xE2C8,  // folder_open
        "folder.fill": 0xE2C7,  // folder
        "doc": 0xE873,  // description
        "doc.fill": 0xE873,  // description
        "doc.text": 0xE873,  // description
        "doc.text.fill": 0xE873,  // description
        "doc.on.doc": 0xE14D,  // content_copy
        "list.bullet": 0xE896,  // list
        "list.dash": 0xE896,  // list
        "square.grid.2x2": 0xE9B0,  // grid_view
        "square.grid.2x2.fill": 0xE9B0,  // grid_view
        "slider.horizontal.3": 0xE429,  // tune
        "link": 0xE157,  // link
        "paperclip": 0xE226,  // attach_file
        "pin": 0xF10D,  // push_pin
        "pin.fill": 0xF10D,  // push_pin
        "music.note": 0xE405,  // music_note
        "music.note.list": 0xE03D,  // queue_music
        "headphones": 0xF01F,  // headphones
        "speaker.wave.2": 0xE050,  // volume_up
        "speaker.wave.2.fill": 0xE050,  // volume_up
        "speaker.wave.3": 0xE050,  // volume_up
        "speaker.wave.3.fill": 0xE050,  // volume_up
        "speaker.slash": 0xE04F,  // volume_off
        "speaker.slash.fill": 0xE04F,  // volume_off
        "video": 0xE04B,  // videocam
        "video.fill": 0xE04B,  // videocam
        "shuffle": 0xE043,  // shuffle
        "repeat": 0xE040,  // repeat
        "car": 0xE531,  // directions_car
        "car.fill": 0xE531,  // directions_car
        "figure.walk": 0xE536,  // directions_walk
        "figure.run": 0xE566,  // directions_run
        "bicycle": 0xE52F,  // directions_bike
        "bus": 0xE530,  // directions_bus
        "airplane": 0xE539,  // flight
        "tram": 0xE570,  // train
        "cup.and.saucer": 0xE541,  // local_cafe
        "cup.and.saucer.fill": 0xE541,  // local_cafe
        "fork.knife": 0xE56C,  // restaurant
        "creditcard": 0xE870,  // credit_card
        "creditcard.fill": 0xE870,  // credit_card
        "dollarsign.circle": 0xF041,  // paid
        "dollarsign.circle.fill": 0xF041,  // paid
        "chart.bar": 0xE26B,  // bar_chart
        "chart.bar.fill": 0xE26B,  // bar_chart
        "chart.pie": 0xE6C4,  // pie_chart
        "chart.pie.fill": 0xE6C4,  // pie_chart
        "chart.line.uptrend.xyaxis": 0xE6E1,  // show_chart
        "square": 0xE3C6,  // crop_square
        "square.fill": 0xEB36,  // square
        "exclamationmark.triangle": 0xF083,  // warning_amber
        "exclamationmark.triangle.fill": 0xE002,  // warning
        "exclamationmark.circle": 0xE001,  // error_outline
        "exclamationmark.circle.fill": 0xE000,  // error
        "exclamationmark": 0xE645,  // priority_high
        "archivebox": 0xE149,  // archive
        "archivebox.fill": 0xE149,  // archive
        "tray": 0xE156,  // inbox
        "tray.fill": 0xE156,  // inbox
        "checklist": 0xE6B1,  // checklist
        "pawprint": 0xE91D,  // pets
        "pawprint.fill": 0xE91D,  // pets
        "leaf": 0xEA35,  // eco
        "leaf.fill": 0xEA35,  // eco
        "drop": 0xE798,  // water_drop
        "drop.fill": 0xE798,  // water_drop
        "flame": 0xEF55,  // local_fire_department
        "flame.fill": 0xEF55,  // local_fire_department
        "snowflake": 0xEB3B,  // ac_unit
        "thermometer": 0xF076,  // thermostat
        "umbrella": 0xF1AD,  // umbrella
        "umbrella.fill": 0xF1AD,  // umbrella
        "wind": 0xEFD8,  // air
        "tag": 0xE893,  // label_outline
        "tag.fill": 0xE892,  // label
        "lightbulb": 0xE90F,  // lightbulb_outline
        "lightbulb.fill": 0xE0F0,  // lightbulb
        "face.smiling": 0xE813,  // sentiment_satisfied
        "face.smiling.fill": 0xE813,  // sentiment_satisfied
        "qrcode.viewfinder": 0xF206,  // qr_code_scanner
        "qrcode": 0xEF6B,  // qr_code
        "key": 0xE73C,  // key
        "faceid": 0xE87C,  // face
        "touchid": 0xE90D,  // fingerprint
        "shield": 0xE9E0,  // shield
        "shield.fill": 0xE9E0,  // shield
        "storefront": 0xEA12,  // storefront
        "safari": 0xE87A,  // explore
        "power": 0xE8AC,  // power_settings_new
        "sparkles": 0xE65F,  // auto_awesome
        "wand.and.stars": 0xE663,  // auto_fix_high
        "gift": 0xE8F6,  // card_giftcard
        "gift.fill": 0xE8F6,  // card_giftcard
        "newspaper": 0xEF42,  // article
        "book": 0xEA19,  // menu_book
        "book.fill": 0xEA19,  // menu_book
        "books.vertical": 0xE02F,  // library_books
        "graduationcap": 0xE80C,  // school
        "graduationcap.fill": 0xE80C,  // school
        "briefcase": 0xE8F9,  // work
        "briefcase.fill": 0xE8F9,  // work
        "building.2": 0xEA40,  // apartment
        "iphone": 0xE32C,  // smartphone
        "laptopcomputer": 0xE31E,  // laptop
        "desktopcomputer": 0xE30C,  // desktop_windows
        "tv": 0xE333,  // tv
        "gamecontroller": 0xEA28,  // sports_esports
        "gamecontroller.fill": 0xEA28,  // sports_esports
        "trophy": 0xEA23,  // emoji_events
        "trophy.fill": 0xEA23,  // emoji_events
        "medal": 0xEA3F,  // military_tech
        "rectangle.portrait.and.arrow.right": 0xE9BA,  // logout
        "square.stack": 0xE53B,  // layers
        "square.stack.fill": 0xE53B,  // layers
        "scribble": 0xE155,  // gesture
        "paintbrush": 0xE3AE,  // brush
        "paintbrush.fill": 0xE3AE,  // brush
        "paintpalette": 0xE40A,  // palette
        "textformat": 0xE262,  // text_fields
        "bold": 0xE238,  // format_bold
        "italic": 0xE23F,  // format_italic
        "underline": 0xE249,  // format_underlined
        "sun.and.horizon": 0xE1C6,  // wb_twilight
        "sunrise": 0xE1C6,  // wb_twilight
        "cloud.snow": 0xEB3B,  // ac_unit
        "house.circle": 0xE88A,  // home
        "person.crop.square": 0xE7FD,  // person
        "calendar.badge.plus": 0xE878,  // event
        "photo.artframe": 0xE3F4,  // image
        "square.and.arrow.up.fill": 0xE6B8,  // ios_share
        "arrow.up.right": 0xF1E1,  // north_east
        "arrow.down.left": 0xF1E5,  // south_west
        "arrow.uturn.left": 0xE166,  // undo
        "arrow.uturn.right": 0xE15A,  // redo
        "arrow.up.and.down.and.arrow.left.and.right": 0xE89F,  // open_with
        "arrow.up.left.and.arrow.down.right": 0xF1CE,  // open_in_full
        "arrow.down.right.and.arrow.up.left": 0xF1CF,  // close_fullscreen
        "plus.magnifyingglass": 0xE8FF,  // zoom_in
        "minus.magnifyingglass": 0xE900,  // zoom_out
        "crop": 0xE3BE,  // crop
        "rotate.right": 0xE41A,  // rotate_right
        "wrench": 0xE869,  // build
        "wrench.fill": 0xE869,  // build
        "hammer": 0xF10B,  // handyman
        "scissors": 0xE14E,  // content_cut
        "keyboard": 0xE312,  // keyboard
        "printer": 0xE8AD,  // print
        "printer.fill": 0xE8AD,  // print
        "externaldrive": 0xE1DB,  // storage
        "server.rack": 0xE875,  // dns
        "network": 0xEB2F,  // lan
        "antenna.radiowaves.left.and.right": 0xEBBA,  // cell_tower
        "dot.radiowaves.left.and.right": 0xE1E2,  // wifi_tethering
        "cellularbars": 0xE202,  // signal_cellular_alt
        "airplane.circle": 0xE539,  // flight
        "ticket": 0xE638,  // confirmation_number
        "heart.text.square": 0xE87D,  // favorite
        "cross.case": 0xF109,  // medical_services
        "pills": 0xF033,  // medication
        "stethoscope": 0xF109,  // medical_services
        "bandage": 0xE3F3,  // healing
        "figure.stand": 0xE84E,  // accessibility
        "accessibility": 0xE84E,  // accessibility
        "brain.head.profile": 0xEA4A,  // psychology
        "mountain.2": 0xE3F7,  // landscape
        "tree": 0xEA63,  // park
        "globe.americas": 0xE80B,  // public
        "globe.europe.africa": 0xE80B,  // public
        "flag.checkered": 0xF06E,  // sports_score
        "dice": 0xEB40,  // casino
        "die.face.5": 0xEB40,  // casino
        "puzzlepiece": 0xE87B,  // extension
        "cube": 0xE9FE,  // view_in_ar
        "shippingbox": 0xE1A1,  // inventory_2
        "shippingbox.fill": 0xE1A1,  // inventory_2
        "suit.heart": 0xE87E,  // favorite_border
        "suit.heart.fill": 0xE87D,  // favorite
        "sun.min.fill": 0xE1AD,  // brightness_low
        "cloud.sun.rain": 0xE3EA,  // grain
        "cloud.sun.rain.fill": 0xE3EA,  // grain
        "cloud.sun.bolt": 0xEBDB,  // thunderstorm
        "cloud.sun.bolt.fill": 0xEBDB,  // thunderstorm
        "soccerball": 0xEA2F,  // sports_soccer
        "baseball": 0xEA51,  // sports_baseball
        "baseball.fill": 0xEA51,  // sports_baseball
        "microphone": 0xE029,  // mic
        "microphone.fill": 0xE029,  // mic
        "lanyardcard": 0xEA67,  // badge
        "lanyardcard.fill": 0xEA67,  // badge
        "homekit": 0xE88A,  // home
        "cube.box": 0xE1A1,  // inventory_2
        "cube.box.fill": 0xE1A1,  // inventory_2
        "crown": 0xE7AF,  // workspace_premium
        "crown.fill": 0xE7AF,  // workspace_premium
        "circle.grid.cross": 0xE5C3,  // apps
        "circle.circle": 0xE837,  // radio_button_checked
        "circle.circle.fill": 0xE837,  // radio_button_checked
        "chevron.left.slash.chevron.right": 0xE86F,  // code
        "bell.badge": 0xE7F7,  // notifications_active
        "bell.badge.fill": 0xE7F7,  // notifications_active
        "balloon": 0xEA65,  // celebration
        "balloon.fill": 0xEA65,  // celebration
        "arrow.up.right.square": 0xE89E,  // open_in_new
        "arrow.up.and.down": 0xE8D5,  // swap_vert
        "arrow.left.and.right": 0xE8D4,  // swap_horiz
        "arrow.right.circle": 0xEAAA,  // arrow_circle_right
        "arrow.right.circle.fill": 0xEAAA,  // arrow_circle_right
        "arrow.left.circle": 0xEAA7,  // arrow_circle_left
        "arrow.left.circle.fill": 0xEAA7,  // arrow_circle_left
        "return": 0xE31B,  // keyboard_return
        "1.square": 0xE400,  // looks_one
        "2.square": 0xE401,  // looks_two
        "3.square": 0xE3FB,  // looks_3
        "4.square": 0xE3FD,  // looks_4
        "5.square": 0xE3FE,  // looks_5
        "6.square": 0xE3FF,  // looks_6
    ]
}

extension TextContent {
    /// The Text module's font: the attributes', or for a symbol the icon font at the attributes' size.
    var fontDescriptor: FontDescriptor {
        let base = attributes.fontDescriptor
        guard symbolName != nil else { return base }
        return .file(SymbolGlyphs.fontPath, size: base.size * SymbolGlyphs.scale)
    }
}
