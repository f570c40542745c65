plugins {
    id("com.android.application")
    kotlin("android")
    kotlin("plugin.serialization") version "2.0.21"
}

android {
    namespace = "app.beebox.android"
    compileSdk = 35
    defaultConfig {
        applicationId = "app.beebox.android"
        minSdk = 26
        targetSdk = 35
        versionName = "0.1"
    }
}

dependencies {
    implementation("androidx.webkit:webkit:1.12.1")
    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.7.3")
}
